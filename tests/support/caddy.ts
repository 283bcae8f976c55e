// The shipped deploy/Caddyfile run by Debian's Caddy on loopback, for the deploy tests: Caddy's
// own CA (`tls internal`) for the site's address `localhost`, free ports, and everything Caddy
// keeps (its CA, certificates, access log) in a temporary folder.
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

export async function startCaddy(sitePorts: [number, number]): Promise<RunningCaddy> {
  const folder = mkdtempSync(path.join(tmpdir(), "front-caddy-"));
  const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    SITE_ADDRESS: "localhost",
    CADDY_TLS: "internal",
    CADDY_LISTEN: "loopback",
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    CADDY_ADMIN: `127.0.0.1:${adminPort}`,
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
  const rootCertificate = path.join(folder, "caddy", "pki", "authorities", "local", "root.crt");

  const deadline = Date.now() + 20_000;
  let ca: Buffer | null = null;
  while (!ca) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`caddy did not serve https:\n${output}`);
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
    accessLog: env.ACCESS_LOG,
    ownLog: () => output,
    env,
    async stop() {
      caddy.kill("SIGTERM");
      await exited;
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
