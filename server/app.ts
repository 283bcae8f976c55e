// The production HTTP server: static files with the right caching, compression, and the
// React Router request handler for everything else.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { SOCKET_ADDRESS_HEADER } from "../app/mailing-list/client-address.ts";

export interface AppOptions {
  /** The folder `react-router build` wrote (holds client/ and server/). */
  buildDir: string;
}

export async function createApp({ buildDir }: AppOptions): Promise<express.Express> {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const clientDir = path.join(buildDir, "client");

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  // Hashed build assets never change under the same name.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(clientDir, { maxAge: "1d", index: false }));

  // A Fetch Request carries no socket: hand the peer address to the app in a header of our
  // own, always overwritten, so a client cannot supply it (see app/mailing-list/client-address.ts).
  app.use((req, _res, next) => {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(createRequestHandler({ build, mode: "production" }));
  return app;
}
