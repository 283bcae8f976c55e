// `node server/index.ts`: starts the site from the production build and serves it. On SIGTERM
// or SIGINT it stops taking connections, lets requests in flight finish (up to 10 s), stops
// the site (outbox, database) and exits 0; a second signal exits at once.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as ServerEntry from "../app/server.ts";
import { createApp } from "./app.ts";
import { createHttpServer } from "./http-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

const entry = (await import(path.join(buildDir, "server", "index.js"))) as typeof ServerEntry;
const site = entry.startSite(process.env);
const app = createApp({ build: entry.build, site, clientDir: path.join(buildDir, "client") });
const { server, drain } = createHttpServer(app, { maxConnections: site.http.maxConnections });
server.listen(site.http.port, site.http.host, () => {
  const address = server.address();
  const shown =
    typeof address === "object" && address ? `${address.address}:${address.port}` : site.http.port;
  console.log(`The Front is serving on http://${shown}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    console.log(`${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  try {
    await drain();
    await site.stop();
  } catch (error) {
    console.error("Stopping failed:", error);
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));
