// After `react-router build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every
// hashed script and style sheet, so the server sends them at the best ratio without compressing
// per request (server/static-files.ts). Quality 11 is ~13% smaller than on-the-fly quality 4.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Part of the build: it must not reach into the measuring scripts, which import the tests.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Scripts and style sheets: the files every page loads. */
const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".css"]);

const assetsDir = path.join(root, "build", "client", "assets");
let count = 0;
for (const name of readdirSync(assetsDir)) {
  if (!PRECOMPRESSED_EXTENSIONS.has(path.extname(name))) continue;
  const file = path.join(assetsDir, name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} assets, brotli and gzip`);
