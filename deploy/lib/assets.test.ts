import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSET_KEEP_MS, assetsOf, carryAssets, pruneAssets } from "./assets.ts";

function release(root: string, name: string, assets: string[]) {
  const folder = path.join(root, name);
  mkdirSync(assetsOf(folder), { recursive: true });
  for (const asset of assets) writeFileSync(path.join(assetsOf(folder), asset), asset);
  return folder;
}

describe("assets across releases", () => {
  it("serves the assets of earlier releases beside a new release's own, within the bound", () => {
    const root = mkdtempSync(path.join(tmpdir(), "front-assets-"));
    const store = path.join(root, "assets");
    const day = new Date("2026-11-20T12:00:00Z");
    const a = release(root, "a", ["root-AAAA.js", "root-AAAA.js.br", "shared-1111.css"]);
    expect(carryAssets(store, a, day)).toBe(0);
    const b = release(root, "b", ["root-BBBB.js", "shared-1111.css"]);
    expect(carryAssets(store, b, new Date(day.getTime() + 60_000))).toBe(2);
    expect(readdirSync(assetsOf(b)).sort()).toEqual([
      "root-AAAA.js",
      "root-AAAA.js.br",
      "root-BBBB.js",
      "shared-1111.css",
    ]);
  });

  it("lets an asset go once no release has had it for longer than the bound", () => {
    const root = mkdtempSync(path.join(tmpdir(), "front-assets-"));
    const store = path.join(root, "assets");
    const start = new Date("2026-11-01T12:00:00Z");
    carryAssets(store, release(root, "a", ["old-AAAA.js"]), start);
    const later = new Date(start.getTime() + ASSET_KEEP_MS + 60_000);
    const c = release(root, "c", ["new-CCCC.js"]);
    expect(carryAssets(store, c, later)).toBe(0);
    expect(readdirSync(assetsOf(c))).toEqual(["new-CCCC.js"]);
    expect(pruneAssets(store, later)).toBe(1);
    expect(readdirSync(store)).toEqual(["new-CCCC.js"]);
    // An asset a new release has of its own is kept from that release's day on.
    utimesSync(path.join(store, "new-CCCC.js"), start, start);
    carryAssets(store, c, later);
    expect(pruneAssets(store, later)).toBe(0);
  });
});
