// `npm run build` step: bundles the release tool (deploy/front.ts and what it imports, zod
// included) into one file, build/tool/front.js, that runs with Node alone. The operator installs
// that file outside the site's folders (docs/operating.md: /usr/local/lib/front/front.js, owned
// by root), and the updater's timer runs it: the tool that decides what goes live is never code
// that a pushed commit delivered.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
await build({
  configFile: false,
  root,
  logLevel: "error",
  publicDir: false,
  build: {
    ssr: path.join(root, "deploy", "front.ts"),
    outDir: path.join(root, "build", "tool"),
    emptyOutDir: true,
    target: "node22",
    minify: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: "front.js", format: "es" } },
  },
  // Everything inside: the installed file needs no node_modules beside it.
  ssr: { noExternal: true, target: "node" },
});
console.log(`tool: bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
