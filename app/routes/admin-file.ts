// /admin/{file}: the editor's configuration, script and chunks (app/features/editor/).
import type { Route } from "./+types/admin-file";
import { editorFile } from "../features/editor/editor-files.server.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ params, context }: Route.LoaderArgs) {
  return editorFile(params.file, siteOf(context).editorAccess);
}
