// Every request is sent to the one spelling of its path (app/http/canonical-path.ts) before any
// static file, limit, page cache or route sees it: a 308, which a browser follows with the same
// method and body, so a form posted to `/api/front-email//` is posted again to `/api/front-email`
// and counted there. Nothing is read or stored at the other spelling.
import type { RequestHandler } from "express";
import { canonicalPath } from "../app/http/canonical-path.ts";

/** A spelling never changes its canonical address: browsers and caches may keep the redirect. */
const REDIRECT_CACHE = "public, max-age=86400";

export const canonicalRedirect: RequestHandler = (req, res, next) => {
  const queryAt = req.originalUrl.indexOf("?");
  const pathname = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  const canonical = canonicalPath(pathname);
  if (canonical === pathname) {
    next();
    return;
  }
  const location = canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt));
  res
    .status(308)
    .set({
      Location: location,
      "Cache-Control": req.method === "POST" ? "no-store" : REDIRECT_CACHE,
    })
    .type("text/plain")
    .send(`This address is written ${canonical}: ${req.method} it there.`);
};
