// The site's files: hashed build assets (precompressed by scripts/precompress.ts), content
// images, and the other public files, each with its caching.
import express from "express";
import expressStaticGzip from "express-static-gzip";

/** Content images keep their names when unchanged; a month is long, revalidation is cheap. */
const IMAGE_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";
/** Other public files (icon, logo): a day. */
const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=86400";

/**
 * Hashed build assets never change under the same name: a year, immutable. The brotli or gzip
 * copy the build made is sent to a browser that takes it, else the file itself. A missing asset
 * is a 404, never a page.
 */
export function buildAssets(dir: string): express.RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    // Our order (smallest first), not the order the client happens to list.
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
  });
}

/** Content images: a missing one is a 404, never a page. */
export function contentImages(dir: string): express.RequestHandler {
  return express.static(dir, {
    index: false,
    fallthrough: false,
    setHeaders: (res) => res.setHeader("Cache-Control", IMAGE_CACHE_CONTROL),
  });
}

/** The icon, the logo and the like; anything else falls through to the pages. */
export function publicFiles(dir: string): express.RequestHandler {
  return express.static(dir, {
    index: false,
    setHeaders: (res) => res.setHeader("Cache-Control", PUBLIC_FILE_CACHE_CONTROL),
  });
}
