// /admin/callback: the provider sends a member back here (app/features/editor/sign-in.server.ts).
import type { Route } from "./+types/admin-callback";
import { signInNotSetUp } from "../features/editor/sign-in.server.ts";
import { cspNonceContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const signIn = siteOf(context).signIn;
  return signIn ? signIn.finish(request, context.get(cspNonceContext)) : signInNotSetUp();
}
