// /admin/: the content editor's page, or what to set when no member could sign in (app/features/editor/).
import type { Route } from "./+types/admin";
import { editorPage } from "../features/editor/editor-page.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return editorPage(siteOf(context).editorAccess);
}
