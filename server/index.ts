// `node server/index.ts`: starts the site from the production build and serves it. On SIGTERM
// or SIGINT it stops taking connections, lets requests in flight finish (up to 10 s), stops
// the site (outbox, database) and exits 0; a second signal exits at once. The health routes
// (server/health.ts) answer from the first moment it listens to the last.
import path from "node:path";
import type { RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type * as ServerEntry from "../app/server.ts";
import { createApp } from "./app.ts";
import { type Phase, healthRoutes } from "./health.ts";
import { createHttpServer } from "./http-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

const entry = (await import(path.join(buildDir, "server", "index.js"))) as typeof ServerEntry;
const listen = entry.parseListenConfig(process.env);

// Listen first: with PORT=0 the OS picks the port, and the site learns its address from it.
// Until the site has started, a request is told to come back.
let phase: Phase = "starting";
let site: ServerEntry.RunningSite | null = null;
let handle: RequestListener = (_req, res) => res.writeHead(503, { "Retry-After": "1" }).end();
const health = healthRoutes({
  phase: () => phase,
  deepHealth: () => {
    if (!site) throw new Error("the deep checks asked before the site started");
    return site.deepHealth();
  },
  release: listen.RELEASE ?? null,
});
const { server, drain } = createHttpServer(
  (req, res) => {
    // While stopping, every answer closes its connection: the proxy lets go of this process.
    if (phase === "stopping") res.shouldKeepAlive = false;
    if (!health(req, res)) handle(req, res);
  },
  { maxConnections: listen.MAX_CONNECTIONS },
);
await new Promise<void>((resolve) => server.listen(listen.PORT, listen.HOST, resolve));
const origin = originOf(server.address());
site = entry.startSite(process.env, origin);
handle = createApp({ build: entry.build, site, clientDir: path.join(buildDir, "client") });
phase = "serving";
console.log(`The Front is serving on ${origin}`);

async function stop(signal: string) {
  if (phase === "stopping") {
    console.log(`${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  phase = "stopping";
  try {
    // Still serving, but not ready: a proxy that checks readiness moves traffic away before
    // this process stops taking connections (a release, deploy/front.ts).
    if (listen.DRAIN_NOTICE_SECONDS > 0) {
      console.log(`${signal}: not ready; serving ${listen.DRAIN_NOTICE_SECONDS} s more.`);
      await sleep(listen.DRAIN_NOTICE_SECONDS * 1000);
    }
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    await drain();
    await site?.stop();
  } catch (error) {
    console.error("Stopping failed:", error);
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));

/** The address a browser on this machine reaches the server at. */
function originOf(address: AddressInfo | string | null): string {
  if (typeof address !== "object" || address === null) return "http://localhost";
  const unspecified = address.address === "0.0.0.0" || address.address === "::";
  const host = unspecified
    ? "localhost"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
