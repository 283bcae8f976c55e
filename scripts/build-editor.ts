// `npm run build` step: bundles the content editor (editor/main.ts: Decap CMS with the site's
// own React) into editor/build/ (apart from build/, which React Router empties on each build), which only /admin/ serves and loads
// (app/features/editor/editor-files.server.ts). Decap is rebuilt from its ES modules: its
// prebuilt browser bundle carries a React DOM of its own that clashes with ours. Skipped when
// the bundle is newer than its sources and the installed Decap.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "editor", "main.ts");
const outDir = path.join(root, "editor", "build");
const bundle = path.join(outDir, "editor.js");
const decap = path.join(root, "node_modules", "decap-cms-app", "package.json");

const modified = (file: string) => statSync(file).mtimeMs;
// main.ts and the modules beside it that it imports.
const sources = readdirSync(path.dirname(entry))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => path.join(path.dirname(entry), name));
const newestSource = Math.max(...sources.map(modified), modified(decap));
if (existsSync(bundle) && modified(bundle) > newestSource) {
  console.log("editor: editor/build/ is up to date");
} else {
  const started = performance.now();
  await build({
    configFile: false,
    root,
    base: "/admin/",
    logLevel: "error",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      chunkSizeWarningLimit: 10_000,
      // One folder, served flat at /admin/{file}.
      assetsDir: "",
      rolldownOptions: {
        input: entry,
        output: {
          entryFileNames: "editor.js",
          chunkFileNames: "[name]-[hash].js",
          assetFileNames: "[name]-[hash][extname]",
        },
      },
    },
  });
  console.log(`editor: bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
