// /desk/editor/config.yml: the one editor configuration, with the site as its backend.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Route } from "./+types/desk-editor-config";
import { requireMember } from "../features/desk/session.server.ts";
import { siteOf } from "../runtime/site.server.ts";
import { EDITOR_HEADERS, deskEditorConfig } from "../features/editor/editor-page.ts";
import { DESK_EDITOR } from "../domain/site-pages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, siteOf(context).desk.runtime);
  const yaml = await readFile(path.join(process.cwd(), "editor", "config.yml"), "utf8");
  return new Response(deskEditorConfig(yaml, DESK_EDITOR.api), {
    headers: { ...EDITOR_HEADERS, "Content-Type": "text/yaml; charset=utf-8" },
  });
}
