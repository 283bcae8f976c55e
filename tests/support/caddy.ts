// The shipped deploy/Caddyfile run by Debian's Caddy on loopback, for the deploy tests: free
// ports, and everything Caddy keeps (its CA, certificates, access log) in a given folder.
// startCaddy serves the site's address `localhost` over HTTPS with Caddy's own CA
// (`tls internal`); the release tests serve http://127.0.0.1:PORT (`CADDY_TLS=none`).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const CADDYFILE = path.join(root, "deploy", "Caddyfile");

export interface RunningCaddy {
  /** https://localhost:PORT */
  origin: string;
  httpPort: number;
  httpsPort: number;
  /** Caddy's root certificate, for clients to trust. */
  ca: Buffer;
  accessLog: string;
  /** What Caddy itself has logged so far (its stderr): starts, errors, health checks. */
  ownLog(): string;
  /** Caddy's environment, for `caddy reload` or `caddy adapt` with the same settings. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Caddy started on the shipped Caddyfile; not yet known to serve. */
export interface LaunchedCaddy {
  /** The Caddyfile's settings it runs with (its header lists them). */
  env: Record<string, string>;
  /** http://127.0.0.1:PORT of Caddy's admin API. */
  admin: string;
  accessLog: string;
  /** What Caddy itself has logged so far (its stderr): starts, errors, health checks. */
  ownLog(): string;
  /** Whether Caddy has exited (it refused its configuration, say). */
  exited(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts Debian's Caddy on the shipped Caddyfile, listening on loopback only, for the site at
 * `site.address` in front of the two release ports, keeping what it writes in `folder`.
 */
export async function launchCaddy(
  folder: string,
  sitePorts: [number, number],
  site: { address: string; tls: "internal" | "none"; httpPort: number; httpsPort: number },
): Promise<LaunchedCaddy> {
  const admin = `127.0.0.1:${await freePort()}`;
  const env = {
    SITE_ADDRESS: site.address,
    CADDY_TLS: site.tls,
    CADDY_LISTEN: "loopback",
    HTTP_PORT: String(site.httpPort),
    HTTPS_PORT: String(site.httpsPort),
    CADDY_ADMIN: admin,
    ACCESS_LOG: path.join(folder, "access.log"),
    FRONT_PORT_A: String(sitePorts[0]),
    FRONT_PORT_B: String(sitePorts[1]),
  };
  const caddy = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  caddy.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => caddy.once("exit", resolve));
  return {
    env,
    admin: `http://${admin}`,
    accessLog: env.ACCESS_LOG,
    ownLog: () => output,
    exited: () => caddy.exitCode !== null,
    async stop() {
      caddy.kill("SIGTERM");
      await exited;
    },
  };
}

export async function startCaddy(sitePorts: [number, number]): Promise<RunningCaddy> {
  const folder = mkdtempSync(path.join(tmpdir(), "front-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddy = await launchCaddy(folder, sitePorts, {
    address: "localhost",
    tls: "internal",
    httpPort,
    httpsPort,
  });
  const rootCertificate = path.join(folder, "caddy", "pki", "authorities", "local", "root.crt");

  const deadline = Date.now() + 20_000;
  let ca: Buffer | null = null;
  while (!ca) {
    if (caddy.exited()) throw new Error(`caddy exited:\n${caddy.ownLog()}`);
    if (Date.now() > deadline) throw new Error(`caddy did not serve https:\n${caddy.ownLog()}`);
    try {
      const candidate = readFileSync(rootCertificate);
      await httpsGet(`https://localhost:${httpsPort}/health/live`, candidate);
      ca = candidate;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin: `https://localhost:${httpsPort}`,
    httpPort,
    httpsPort,
    ca,
    accessLog: caddy.accessLog,
    ownLog: caddy.ownLog,
    env: caddy.env,
    async stop() {
      await caddy.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request over TLS to the site `localhost`, trusting `ca`, from a loopback source address of
 * the caller's choice (Linux routes all of 127.0.0.0/8 to the loopback: each is a client).
 */
export function httpsGet(
  url: string,
  ca: Buffer,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = https.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        servername: target.hostname,
        method: options.method ?? "GET",
        headers: { Host: target.host, ...options.headers },
        ca,
        localAddress: options.localAddress,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(options.body);
  });
}
