// /desk/editor: the content editor for members signed in at the desk, who publish without a
// GitHub account (issue 24): the site commits for them (features/content-commits/).
import type { Route } from "./+types/desk-editor";
import { requireMember } from "../features/desk/session.server.ts";
import { siteOf } from "../runtime/site.server.ts";
import { EDITOR_HEADERS, editorHtml } from "../features/editor/editor-page.ts";
import { DESK_EDITOR } from "../domain/site-pages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, siteOf(context).desk.runtime);
  return new Response(editorHtml(DESK_EDITOR.config), {
    headers: { ...EDITOR_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
