// The production HTTP server: security headers, a guard against requests no page answers,
// static files with the right caching, rate limits on the endpoints, compression, and React
// Router's pages. Everything it knows of the app comes from the server build (app/server.ts).
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import type { RunningSite } from "../app/server.ts";
import { pageRenderer } from "./page-renderer.ts";
import {
  clientAddress,
  clientKey,
  endpointRateLimit,
  retryAfterOf,
  writeRateLimit,
} from "./rate-limits.ts";
import { canonicalRedirect } from "./canonical-redirect.ts";
import { errorHandler, requestGuard } from "./request-guard.ts";
import { securityHeaders } from "./security-headers.ts";
import { buildAssets, contentImages, publicFiles } from "./static-files.ts";

export interface AppOptions {
  build: ServerBuild;
  site: RunningSite;
  /** The folder the browser's files were built to (build/client). */
  clientDir: string;
}

export function createApp({ build, site, clientDir }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // req.ip: the socket's address, or, on a connection from a trusted proxy, the right-most entry
  // of X-Forwarded-For that is not a trusted proxy: only what our own proxies wrote is believed.
  app.set("trust proxy", site.http.trustProxy);
  app.use(
    securityHeaders({
      hsts: site.http.hsts,
      directives: site.cspDirectives,
      windowPolicies: site.windowPolicies,
    }),
  );
  app.use(requestGuard);
  // From here on every path is in its one spelling: each limit below counts what the router runs.
  app.use(canonicalRedirect);
  // Pages compress themselves (server/compress-page.ts) and scripts and styles come
  // precompressed; this covers the rest (icons, messages, form answers).
  app.use(compression());

  app.use("/assets", buildAssets(path.join(clientDir, "assets")));
  app.use("/images", contentImages(path.join(clientDir, "images")));
  app.use(publicFiles(clientDir));

  // React Router for what the renderer leaves alone: form posts (the mailing list), the
  // endpoints, and the pages answered per request.
  const routerHandler = createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) =>
      site.loadContext({
        cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "",
        client: {
          address: clientAddress(req),
          key: clientKey(req),
          retryAfterSeconds: retryAfterOf(res.locals),
        },
      }),
  });
  app.get([...site.http.unrenderedPaths], routerHandler);
  // Pages: GET and HEAD, rendered once per URL and clock minute.
  app.use(
    pageRenderer({
      handle: createRouterHandler(build, "production"),
      createLoadContext: (cspNonce) => site.loadContext({ cspNonce }),
      now: site.now,
      nextChange: site.nextPageChange,
      origin: site.http.siteUrl,
      queryOf: site.queryOf,
      version: site.pagesVersion,
      freshnessBound: site.freshnessBound,
    }),
  );
  // Each endpoint counts its posts per client, then its writes from all clients together count
  // against a cap of its own, so that a flood of one kind (web-vitals beacons) never closes
  // another (the desk's sign-in); the endpoint itself words the refusal.
  const writeCap = site.http.writeRateLimit;
  for (const [endpoint, limit] of Object.entries(site.http.rateLimits)) {
    if (limit > 0) app.post(endpoint, endpointRateLimit(limit));
    if (writeCap > 0) app.post(endpoint, writeRateLimit(writeCap));
  }
  app.use(routerHandler);
  app.use(errorHandler);
  return app;
}
