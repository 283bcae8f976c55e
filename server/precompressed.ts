// Serves the build's precompressed copies (scripts/precompress.ts) of scripts and style sheets:
// `x.js.br` to browsers that accept brotli, `x.js.gz` to those that accept gzip, `x.js` to the
// rest. Mount it before express.static on the same folder; the compression middleware leaves a
// response that already has a Content-Encoding alone.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

export const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".css"]);

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export function precompressed(dir: string): RequestHandler {
  // The folder holds an immutable build: list it once.
  const present = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !PRECOMPRESSED_EXTENSIONS.has(path.extname(name))) return next();
    if (!present.has(name)) return next();
    res.vary("Accept-Encoding");
    // Our order of preference (smallest first), not the order the client happens to list.
    const encoding = ENCODINGS.find(
      ({ name: candidate, suffix }) =>
        present.has(name + suffix) && req.acceptsEncodings(candidate) === candidate,
    );
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(name));
    req.url = `/${name}${encoding.suffix}${req.url.slice(req.path.length)}`;
    next();
  };
}
