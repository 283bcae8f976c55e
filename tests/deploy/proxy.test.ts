// The site behind the shipped Caddyfile (issue 16, item 1): Debian's Caddy on loopback with its
// own CA, the site trusting only the proxy's address. Each loopback address is a client.
import http from "node:http";
import tls from "node:tls";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROXY_CHECK_HEADER, PROXY_CHECK_VALUE } from "../../server/health.ts";
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "../../server/http-server.ts";
import { type RunningCaddy, httpsGet, startCaddy } from "../support/caddy.ts";
import { eventually } from "../support/eventually.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

let folder: string;
let site: RunningServer;
let caddy: RunningCaddy;
const databasePath = () => path.join(folder, "front.sqlite");

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-proxy-"));
  site = await startServer({ DATABASE_PATH: databasePath(), TRUST_PROXY: "127.0.0.1,::1" });
  // The second release port is idle: its health check fails, and the first takes every request.
  caddy = await startCaddy([Number(new URL(site.origin).port), await freePort()]);
});
afterAll(async () => {
  await caddy?.stop();
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

function signUp(email: string, from: string, options: { forged?: string; direct?: boolean } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.forged) headers["X-Forwarded-For"] = options.forged;
  const body = JSON.stringify({ email });
  if (!options.direct) {
    return httpsGet(`${caddy.origin}/api/front-email`, caddy.ca, {
      method: "POST",
      headers,
      body,
      localAddress: from,
    }).then((answer) => answer.status);
  }
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${site.origin}/api/front-email`,
      { method: "POST", headers, localAddress: from, agent: false },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function storedAddress(email: string): unknown {
  const db = new DatabaseSync(databasePath(), { readOnly: true });
  try {
    return db.prepare("SELECT last_signup_address AS a FROM subscribers WHERE email = ?").get(email)
      ?.a;
  } finally {
    db.close();
  }
}

describe("TLS at the proxy", () => {
  it("redirects plain HTTP to HTTPS", async () => {
    // With `bind 127.0.0.1 [::1]`, Caddy 2.6 puts its redirect server on the last address alone.
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          {
            host: "::1",
            port: caddy.httpPort,
            path: "/shows?past=16",
            headers: { Host: "localhost" },
          },
          resolve,
        )
        .on("error", reject);
    });
    answer.resume();
    expect(answer.statusCode).toBe(308);
    // The same address on https (Caddy 2.6 leaves a test's odd HTTPS port out; a host uses 443).
    expect(answer.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/shows\?past=16$/);
  });

  it("sends HSTS and passes the site's brotli through, compressed once", async () => {
    const answer = await httpsGet(`${caddy.origin}/`, caddy.ca, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
    expect(answer.headers.server).toBeUndefined();
  });
});

describe("the client's address behind the proxy", () => {
  it("stores a sign-up's address as the proxy saw it", async () => {
    expect(await signUp("seen@example.com", "127.0.0.2")).toBe(200);
    expect(storedAddress("seen@example.com")).toBe("127.0.0.2");
  });

  it("limits one client at its eleventh sign-up in a minute while another is still served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await signUp(`busy-${i}@example.com`, "127.0.0.3"));
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(await signUp("neighbour@example.com", "127.0.0.4")).toBe(200);
    console.log(
      `proxy: 11 sign-ups from one client: ${statuses.filter((s) => s === 200).length} x 200, then 429; a second client 200`,
    );
  });

  it("believes no X-Forwarded-For a client forges, through the proxy or straight to the site", async () => {
    // To the proxy: Caddy replaces the header with the address it saw.
    expect(await signUp("forger@example.com", "127.0.0.5", { forged: "203.0.113.9" })).toBe(200);
    expect(storedAddress("forger@example.com")).toBe("127.0.0.5");
    // Straight to the site: 127.0.0.6 is not a trusted proxy, so its header is ignored.
    expect(
      await signUp("direct@example.com", "127.0.0.6", { forged: "203.0.113.9", direct: true }),
    ).toBe(200);
    expect(storedAddress("direct@example.com")).toBe("127.0.0.6");
    // The limited client stays limited whatever it claims, by either way in.
    expect(await signUp("busy-x@example.com", "127.0.0.3", { forged: "203.0.113.10" })).toBe(429);
    expect(
      await signUp("busy-y@example.com", "127.0.0.3", { forged: "203.0.113.11", direct: true }),
    ).toBe(429);
  });

  it("keeps its own access log of what it proxied", () => {
    const lines = readFileSync(caddy.accessLog, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const signups = lines.filter((line) => line.request?.uri === "/api/front-email");
    expect(signups.length).toBeGreaterThanOrEqual(13);
    expect(signups.some((line) => line.status === 429)).toBe(true);
    console.log(`proxy: access log has ${lines.length} lines, ${signups.length} of them sign-ups`);
  });

  it("keeps mail-link tokens and sign-in codes out of its access log", async () => {
    const secrets = ["mail-link-token-4f1c", "one-time-code-9a2e", "sign-in-state-77b0"];
    await httpsGet(`${caddy.origin}/?token=${secrets[0]}`, caddy.ca);
    await httpsGet(
      `${caddy.origin}/admin/callback?code=${secrets[1]}&state=${secrets[2]}`,
      caddy.ca,
    );
    // Caddy writes its log on its own time: read once the last request's line is there.
    const log = await eventually(() => {
      const written = readFileSync(caddy.accessLog, "utf8");
      return written.includes("/admin/callback?code=REDACTED&state=REDACTED") && written;
    }, "the callback's line never reached the access log");
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it("does not log the idle release port's failed health check every second", () => {
    // The second port has been idle, its check failing each second, since the proxy started.
    expect(caddy.ownLog()).toContain("serving initial configuration");
    expect(caddy.ownLog()).not.toContain("health_checker");
  });
});

describe("the proxy's own readiness checks", () => {
  it("are counted by the site, and a visitor cannot pass for one", async () => {
    const sawReady = async () =>
      ((await (await fetch(`${site.origin}/health/ready`)).json()) as { proxySawReady: number })
        .proxySawReady;
    const before = await sawReady();
    // Caddy checks when it starts and every second since: the release tool waits on this.
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 20; i += 1) {
      const answer = await httpsGet(`${caddy.origin}/health/ready`, caddy.ca, {
        headers: { [PROXY_CHECK_HEADER]: PROXY_CHECK_VALUE },
      });
      expect(answer.status).toBe(200);
    }
    // Caddy's own checks in that time, a few at most; never the visitor's twenty.
    expect((await sawReady()) - before).toBeLessThan(10);
  });
});

describe("the deep check through the proxy", () => {
  it("tells a visitor up or down, and what is wrong only to this machine's own tools", async () => {
    const visitor = await httpsGet(`${caddy.origin}/health/deep`, caddy.ca);
    expect(visitor.status).toBe(200);
    expect(JSON.parse(visitor.body.toString("utf8"))).toEqual({ ok: true });
    const local = (await (await fetch(`${site.origin}/health/deep`)).json()) as object;
    expect(local).toHaveProperty("checks.disk", "ok");
  });
});

/**
 * A client that sends its request one piece every 2 s and never finishes: its headers, or (with
 * `body`) a sign-up's body. Resolves with the seconds until the proxy closed the connection.
 */
function trickle(part: "headers" | "body"): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = tls.connect({
      host: "127.0.0.1",
      port: caddy.httpsPort,
      servername: "localhost",
      ca: caddy.ca,
      ALPNProtocols: ["http/1.1"],
    });
    const head =
      part === "headers"
        ? "GET / HTTP/1.1\r\nHost: localhost\r\n"
        : "POST /api/front-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=";
    socket.once("secureConnect", () => socket.write(head));
    const drip = setInterval(() => socket.write(part === "headers" ? "X-Slow: 1\r\n" : "a"), 2_000);
    socket.on("data", () => {});
    socket.once("error", () => {});
    socket.once("close", () => {
      clearInterval(drip);
      resolve((Date.now() - started) / 1000);
    });
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error(`the proxy still held a client trickling its ${part} after 50 s`));
    }, 50_000);
  });
}

describe("a client that sends its request slowly", () => {
  it("is let go after as long as the site itself would give it, while others are served", async () => {
    const [headers, body, meanwhile] = await Promise.all([
      trickle("headers"),
      trickle("body"),
      new Promise((resolve) => setTimeout(resolve, 5_000)).then(() =>
        httpsGet(`${caddy.origin}/visit`, caddy.ca),
      ),
    ]);
    console.log(
      `proxy: a client trickling its headers was let go after ${headers.toFixed(1)} s, its body after ${body.toFixed(1)} s`,
    );
    expect(meanwhile.status).toBe(200);
    expect(headers).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS / 1000 - 0.5);
    expect(headers).toBeLessThan(HEADERS_TIMEOUT_MS / 1000 + 5);
    expect(body).toBeLessThan(REQUEST_TIMEOUT_MS / 1000 + 10);
  }, 60_000);
});
