// The editor's files, served only under /admin/: its configuration (editor/config.yml) and its
// script, chunks and WebAssembly (editor/build/, bundled by scripts/build-editor.ts). Read from
// the repository the server runs in (the working directory, as for DATABASE_PATH); any other
// name is a 404.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { EDITOR_HEADERS, type EditorAccess, editorConfig } from "./editor-page.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

/** A file the editor's build writes: a plain name, never a path. */
const builtFile = /^[\w-]+(?:\.[\w-]+)*\.(?:js|css|wasm)$/;

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...EDITOR_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/** /admin/{name}, or a 404. */
export async function editorFile(name: string, access: EditorAccess): Promise<Response> {
  if (name === "config.yml") {
    const yaml = await readFile(path.join(process.cwd(), "editor", "config.yml"), "utf8");
    return new Response(editorConfig(yaml, access), {
      headers: { ...EDITOR_HEADERS, "Content-Type": "text/yaml; charset=utf-8" },
    });
  }
  if (!builtFile.test(name)) return text(404, "Not found\n");
  try {
    const body = await readFile(path.join(process.cwd(), "editor", "build", name));
    const type = TYPES[path.extname(name)] ?? "application/octet-stream";
    return new Response(body, { headers: { ...EDITOR_HEADERS, "Content-Type": type } });
  } catch {
    return name === "editor.js"
      ? text(503, "The editor is not built: run npm run build.\n")
      : text(404, "Not found\n");
  }
}
