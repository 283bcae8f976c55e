// /admin/: the content editor's page (app/features/editor/).
import { editorPage } from "../features/editor/editor-page.ts";

export function loader() {
  return editorPage();
}
