// The production HTTP server: security headers, a guard against requests no page answers,
// static files with the right caching, compression, and React Router's pages.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import {
  createRequestHandler as createRouterHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { readClock } from "../app/runtime/clock.server.ts";
import { config, siteUrl } from "../app/runtime/config.server.ts";
import { SOCKET_ADDRESS_HEADER } from "../app/http/client-address.ts";
import { originOf } from "../app/http/content-security-policy.ts";
import { pageRenderer } from "./page-renderer.ts";
import { precompressed } from "./precompressed.ts";
import { errorHandler, requestGuard } from "./request-guard.ts";
import { securityHeaders } from "./security-headers.ts";

export interface AppOptions {
  /** The folder `react-router build` wrote (holds client/ and server/). */
  buildDir: string;
}

/** Content images keep their names when unchanged; a month is long, revalidation is cheap. */
export const IMAGE_CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";
/** Other public files (icon, logo): a day. */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=86400";

export async function createApp({ buildDir }: AppOptions): Promise<express.Express> {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const createLoadContext = loadContextFactory(build);
  const clientDir = path.join(buildDir, "client");

  const app = express();
  app.disable("x-powered-by");
  app.use(
    securityHeaders({
      hsts: config.HSTS,
      mediaOrigins: originOf(config.IMAGES_BASE_URL),
      apiOrigins: originOf(config.API_BASE_URL),
    }),
  );
  app.use(requestGuard);
  // Pages compress themselves (server/compress-page.ts) and scripts and styles come
  // precompressed; this covers the rest (icons, messages, form answers).
  app.use(compression());

  // Hashed build assets never change under the same name. A missing one is a 404, never a page.
  const assetsDir = path.join(clientDir, "assets");
  app.use(
    "/assets",
    precompressed(assetsDir),
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    "/images",
    express.static(path.join(clientDir, "images"), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader("Cache-Control", IMAGE_CACHE_CONTROL),
    }),
  );
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.setHeader("Cache-Control", PUBLIC_FILE_CACHE_CONTROL),
    }),
  );

  // Pages: GET and HEAD, rendered once per URL and clock minute.
  app.use(
    pageRenderer({
      handle: createRouterHandler(build, "production"),
      createLoadContext,
      now: readClock,
      origin: siteUrl,
    }),
  );
  // A Fetch Request carries no socket: hand the peer address to the app in a header of our
  // own, always overwritten, so a client cannot supply it (see app/mailing-list/client-address.ts).
  app.use((req, _res, next) => {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
    next();
  });
  // Form posts (the mailing list) and anything else the renderer leaves alone.
  app.use(
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (_req, res) =>
        createLoadContext(typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : ""),
    }),
  );
  app.use(errorHandler);
  return app;
}

/** app/entry.server.tsx makes the load context, so that it holds the build's own context keys. */
function loadContextFactory(build: ServerBuild): (cspNonce: string) => RouterContextProvider {
  const create: unknown = Reflect.get(build.entry.module, "createLoadContext");
  if (typeof create !== "function") {
    throw new Error("The server build's entry.server does not export createLoadContext()");
  }
  return (cspNonce) => {
    const context: unknown = create(cspNonce);
    if (!(context instanceof RouterContextProvider)) {
      throw new Error("createLoadContext() must return a RouterContextProvider");
    }
    return context;
  };
}
