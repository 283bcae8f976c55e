// `node server/index.ts`: starts the site from the production build and serves it. On SIGTERM or
// SIGINT it stops taking connections, lets the site stop (outbox, database), and exits.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as ServerEntry from "../app/server.ts";
import { createApp } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

const entry = (await import(path.join(buildDir, "server", "index.js"))) as typeof ServerEntry;
const site = entry.startSite(process.env);
const app = createApp({ build: entry.build, site, clientDir: path.join(buildDir, "client") });
const server = app.listen(site.http.port, site.http.host, () => {
  const address = server.address();
  const shown =
    typeof address === "object" && address ? `${address.address}:${address.port}` : site.http.port;
  console.log(`The Front is serving on http://${shown}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () =>
    server.close(() => {
      void site.stop().then(() => process.exit(0));
    }),
  );
}
