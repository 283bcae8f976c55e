// The site behind the shipped deploy/nginx-cache.conf (issue 16, item 2): Debian's nginx as the
// shared cache a CDN would be. The site's own Cache-Control decides what nginx keeps and for how
// long; nginx's access log says which requests reached the site.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_NOW } from "../e2e/clock.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningNginx, startNginx } from "../support/nginx.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

const REQUESTS = 5_000;

let folder: string;
let sitePort: number;
let site: RunningServer;
let cache: RunningNginx;

/** The site on its fixed port, its clock frozen at `now`. */
function startSite(now: string): Promise<RunningServer> {
  return startServer({
    GALLERY_NOW: now,
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    PORT: String(sitePort),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
  });
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-cache-"));
  sitePort = await freePort();
  site = await startSite(E2E_NOW);
  cache = await startNginx(`127.0.0.1:${sitePort}`);
});
afterAll(async () => {
  await cache?.stop();
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The access log's `count` lines from `from` on (fewer if they never come), as [request target,
 * whether it reached the site].
 */
async function requestsLogged(
  from: number,
  count: number,
): Promise<{ target: string; reachedSite: boolean; status: string }[]> {
  return (await cache.linesAfter(from, count)).map((line) => {
    const target = /"GET (\S+) HTTP/.exec(line)?.[1] ?? "";
    const status = /HTTP\/[\d.]+" \d+ (\S+)/.exec(line)?.[1] ?? "";
    return { target, reachedSite: !/upstream=- /.test(line), status };
  });
}

async function publicPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
}

async function burst(origin: string, pages: string[]) {
  const result = await autocannon({
    url: origin,
    connections: 20,
    amount: REQUESTS,
    headers: { "accept-encoding": "br, gzip" },
    requests: pages.map((page) => ({ method: "GET", path: page })),
  });
  return {
    // Over the whole burst: autocannon's per-second average rounds a 2 s run to its samples.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99: result.latency.p99,
    failed: result.errors + result.non2xx + result.timeouts,
    answered: result["2xx"],
  };
}

describe("a shared cache in front of the site", () => {
  it(`keeps each public page: ${REQUESTS} requests reach the site once per page`, async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(20);
    const logged = cache.logLines().length;
    const cached = await burst(cache.origin, pages);
    const direct = await burst(site.origin, pages);

    const through = await requestsLogged(logged, REQUESTS);
    const hits = new Map<string, number>();
    for (const { target, reachedSite } of through) {
      if (reachedSite) hits.set(target, (hits.get(target) ?? 0) + 1);
    }
    const originHits = [...hits.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `${REQUESTS} requests over ${pages.length} public pages: ${originHits} reached the site ` +
        `through the cache (${((originHits / REQUESTS) * 100).toFixed(1)}%)\n` +
        `through nginx's cache: ${cached.requestsPerSecond} requests/s, p99 ${cached.p99} ms; ` +
        `the site alone: ${direct.requestsPerSecond} requests/s, p99 ${direct.p99} ms ` +
        `(${(cached.requestsPerSecond / Math.max(direct.requestsPerSecond, 1)).toFixed(1)}x)`,
    );
    expect(cached.failed).toBe(0);
    expect(direct.failed).toBe(0);
    expect(through.length).toBe(REQUESTS);
    expect([...hits.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(originHits).toBeLessThanOrEqual(pages.length);
  });

  it("never keeps the editor's page or a sign-up's answer", async () => {
    const logged = cache.logLines().length;
    for (let round = 0; round < 3; round += 1) {
      const editor = await fetch(`${cache.origin}/admin`);
      expect(editor.headers.get("cache-control")).toBe("private, no-cache");
      await editor.arrayBuffer();
      const signUp = await fetch(`${cache.origin}/api/front-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: cache.origin },
        body: JSON.stringify({ email: `cached-${round}@example.com` }),
      });
      expect(signUp.headers.get("cache-control")).toBe("no-store");
      await signUp.arrayBuffer();
    }
    const answered = await cache.linesAfter(logged, 6);
    expect(answered).toHaveLength(6);
    expect(answered.filter((line) => /upstream=- /.test(line))).toEqual([]);
  });

  it("passes every request with a cookie, credentials or a token to the site", async () => {
    const logged = cache.logLines().length;
    const personal: Record<string, string>[] = [
      { Cookie: "seen=1" },
      { Authorization: "Bearer not-a-real-token" },
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const headers of personal) {
        const answer = await fetch(`${cache.origin}/`, { headers });
        expect(answer.headers.get("cache-control")).toMatch(/^private/);
        await answer.arrayBuffer();
      }
      const tokened = await fetch(`${cache.origin}/mailing-list/confirm?token=t${round}`);
      await tokened.arrayBuffer();
    }
    const personalRequests = await requestsLogged(logged, 15);
    expect(personalRequests).toHaveLength(15);
    expect(personalRequests.filter((request) => !request.reachedSite)).toEqual([]);
  });
});

describe("the copies a shared cache keeps of one page", () => {
  /** One request through the cache: which encoding came back, and whether nginx had it. */
  async function fetchAccepting(acceptEncoding: string) {
    const answer = await fetch(`${cache.origin}/about?encodings`, {
      headers: { "Accept-Encoding": acceptEncoding },
    });
    await answer.arrayBuffer();
    return `${answer.headers.get("content-encoding") ?? "identity"} ${answer.headers.get("x-cache")}`;
  }

  it("are one per encoding, whatever else a browser lists, and refusals are heard", async () => {
    expect(await fetchAccepting("gzip, deflate, br, zstd")).toBe("br MISS");
    // The site says Vary: Accept-Encoding; nginx would otherwise keep a copy per exact header.
    expect(await fetchAccepting("br")).toBe("br HIT");
    expect(await fetchAccepting("br;q=0, gzip")).toBe("gzip MISS");
    expect(await fetchAccepting("gzip, br;q=0.0")).toBe("gzip HIT");
    expect(await fetchAccepting("br;q=0.5")).toBe("br HIT");
    expect(await fetchAccepting("gzip;q=0")).toBe("identity MISS");
  });
});

describe("a page cached just before the pages change", () => {
  it("is not served after the change", async () => {
    // Friday, two seconds before the gallery opens at 4 PM: the pages change in 2 s.
    await site.stop();
    site = await startSite("2025-07-18T15:59:58-04:00");
    // A query the page ignores: a cache entry of its own, apart from the first test's /visit.
    const visit = `${cache.origin}/visit?just-before`;
    const before = await fetch(visit);
    expect(before.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2");
    expect(await before.text()).toContain("Closed now · opens today at 4 PM");
    const again = await fetch(visit);
    expect(again.headers.get("x-cache")).toBe("HIT");
    await again.arrayBuffer();

    await sleep(2_100);
    await site.stop();
    site = await startSite("2025-07-18T16:00:01-04:00");
    const after = await fetch(visit);
    expect(after.headers.get("x-cache")).not.toBe("HIT");
    expect(after.headers.get("x-cache")).not.toBe("STALE");
    expect(await after.text()).toContain("Open now · until 7 PM");
  });
});
