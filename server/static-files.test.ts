import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { buildAssets } from "./static-files.ts";
import { listen } from "../tests/support/listen.ts";

async function serve() {
  const dir = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  writeFileSync(path.join(dir, "a.js"), "plain");
  writeFileSync(path.join(dir, "a.js.br"), brotliCompressSync("from brotli"));
  writeFileSync(path.join(dir, "a.js.gz"), gzipSync("from gzip"));
  writeFileSync(path.join(dir, "b.css"), "only plain");
  const app = express();
  app.use(buildAssets(dir));
  const origin = await listen(app);
  return async (file: string, acceptEncoding: string) => {
    const response = await fetch(`${origin}/${file}`, {
      headers: { "Accept-Encoding": acceptEncoding },
    });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      vary: response.headers.get("vary"),
      encoding: response.headers.get("content-encoding"),
      type: response.headers.get("content-type"),
      body: await response.text(),
    };
  };
}

describe("buildAssets", () => {
  it("sends the copy the client accepts, typed as the original", async () => {
    const get = await serve();
    expect(await get("a.js", "identity")).toMatchObject({ encoding: null, body: "plain" });
    const br = await get("a.js", "gzip, br");
    expect(br).toMatchObject({ encoding: "br", body: "from brotli" });
    expect(br.type).toMatch(/javascript/);
    expect(await get("a.js", "gzip")).toMatchObject({ encoding: "gzip", body: "from gzip" });
  });

  it("falls back to the file itself when there is no copy", async () => {
    const get = await serve();
    expect(await get("b.css", "br")).toMatchObject({ encoding: null, body: "only plain" });
  });

  it("keeps an asset a year, names Accept-Encoding as a variant, and never falls through", async () => {
    const get = await serve();
    const asset = await get("a.js", "br");
    expect(asset.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(asset.vary).toMatch(/accept-encoding/i);
    expect((await get("missing.js", "br")).status).toBe(404);
  });
});
