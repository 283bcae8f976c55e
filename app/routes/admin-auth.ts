// /admin/auth: a member's sign-in to the editor starts here (app/features/editor/sign-in.server.ts).
import type { Route } from "./+types/admin-auth";
import { signInNotSetUp } from "../features/editor/sign-in.server.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return siteOf(context).signIn?.start() ?? signInNotSetUp();
}
