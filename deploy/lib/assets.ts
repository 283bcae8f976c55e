// Hashed assets outlive the release that made them (issue 25): a page a shared cache or a
// browser still holds names the /assets/ files of the release that rendered it, and a release
// that no longer served them would leave that page unhydrated (no carousel, no dialog) until
// the cache let it go. Every release's assets go into one store (FRONT_HOME/assets, hard links),
// and each new release serves, beside its own, every stored asset younger than ASSET_KEEP_MS:
// far longer than any page is kept (s-maxage and stale-while-revalidate, minutes).
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import path from "node:path";

/** How long an asset is served after the last release that had it of its own. */
export const ASSET_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Where a release's hashed assets are (React Router's client build). */
export function assetsOf(release: string): string {
  return path.join(release, "build", "client", "assets");
}

/**
 * Stores `release`'s own assets (touched: kept another ASSET_KEEP_MS from now), then links into
 * it every stored asset it lacks that is younger than the bound. Returns how many it carried.
 */
export function carryAssets(store: string, release: string, now = new Date()): number {
  const own = assetsOf(release);
  mkdirSync(store, { recursive: true });
  const ownNames = new Set(existsSync(own) ? readdirSync(own) : []);
  for (const name of ownNames) {
    const stored = path.join(store, name);
    if (!existsSync(stored)) linkSync(path.join(own, name), stored);
    utimesSync(stored, now, now);
  }
  let carried = 0;
  for (const name of readdirSync(store)) {
    if (ownNames.has(name)) continue;
    if (now.getTime() - statSync(path.join(store, name)).mtimeMs > ASSET_KEEP_MS) continue;
    mkdirSync(own, { recursive: true });
    linkSync(path.join(store, name), path.join(own, name));
    carried += 1;
  }
  return carried;
}

/** Removes stored assets past the bound; the releases that carry them keep their own links. */
export function pruneAssets(store: string, now = new Date()): number {
  let removed = 0;
  for (const name of existsSync(store) ? readdirSync(store) : []) {
    const file = path.join(store, name);
    if (now.getTime() - statSync(file).mtimeMs <= ASSET_KEEP_MS) continue;
    rmSync(file, { force: true });
    removed += 1;
  }
  return removed;
}
