// POST /api/front-email over real HTTP on loopback: every request it refuses (bad fields and
// bodies, sizes, types, methods, the rate limit, the honeypot, another site's page) and the CORS
// it answers an allowed origin, with nothing stored that should not be.
import { describe, expect, it } from "vitest";
import { badRequests } from "./bad-bodies.ts";
import {
  ALLOWED_ORIGIN,
  count,
  newClient,
  post,
  postJson,
  RATE_LIMIT,
  rows,
  site,
  SITE_URL,
  useSignUpSite,
} from "./sign-up-site.ts";

useSignUpSite();

describe("POST /api/front-email", () => {
  it("400: names the field at fault", async () => {
    for (const [body, field] of [
      [{}, "email"],
      [{ email: "not-an-address" }, "email"],
      [{ email: `${"a".repeat(250)}@example.com` }, "email"],
      [{ email: "a@example.com", firstname: "x".repeat(101) }, "firstname"],
      [{ email: "a@example.com", lastname: ["x"] }, "lastname"],
      [{ email: "a@example.com", message: "x".repeat(5001) }, "message"],
    ] as const) {
      const response = await postJson(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: unknown; field: unknown };
      expect(answer.field).toBe(field);
      expect(answer.error).toEqual(expect.any(String));
    }
  });

  it("400, never 500: malformed JSON", async () => {
    for (const body of ["{", "not json", "[1,2]", "null", ""]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("413: a body over 16 KiB, with or without a declared length", async () => {
    const big = JSON.stringify({ email: "big@example.com", message: "x".repeat(17 * 1024) });
    expect((await post(big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(1024).fill(0x20));
        controller.close();
      },
    });
    const chunked = await fetch(`${site.server.origin}/api/front-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const huge = await post(new Uint8Array(4 * 1024 * 1024).fill(0x20));
    expect(huge.status).toBe(413);
  });

  it("415: any other content type", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ email: "type@example.com" }));
    for (const contentType of [null, "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await post(body, { contentType });
      expect(response.status).toBe(415);
    }
  });

  it("405: any other method, naming POST", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${site.server.origin}/api/front-email`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("429 with Retry-After: more than the limit from one client in a minute", async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMIT; i++) {
      const response = await postJson({ email: `limit-${i}@example.com` }, { client });
      expect(response.status).toBe(200);
    }
    const limited = await postJson({ email: "limit-over@example.com" }, { client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another client is not held back.
    expect((await postJson({ email: "limit-other@example.com" })).status).toBe(200);
    expect(
      rows("SELECT count(*) AS n FROM subscribers WHERE email = 'limit-over@example.com'"),
    ).toEqual([{ n: 0 }]);
  });

  it("200 and nothing stored: a filled honeypot", async () => {
    const before = count("subscribers");
    const response = await postJson({ email: "bot@example.com", website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(count("subscribers")).toBe(before);
  });

  it("403, nothing stored: posts from another site's page, JSON or form", async () => {
    const before = count("subscribers");
    const json = "application/json";
    const form = "application/x-www-form-urlencoded";
    const variants: { headers: Record<string, string>; contentType: string }[] = [
      { headers: { Origin: "https://attacker.example" }, contentType: json },
      { headers: { Origin: "https://attacker.example" }, contentType: form },
      { headers: { Origin: "null" }, contentType: json },
      { headers: { Origin: "null" }, contentType: form },
      { headers: { Origin: `${SITE_URL}.attacker.example` }, contentType: json },
      { headers: { Origin: SITE_URL.replace("https:", "http:") }, contentType: json },
      { headers: { Origin: `${SITE_URL}:8443` }, contentType: form },
      {
        headers: { Origin: "https://attacker.example", "Sec-Fetch-Site": "same-origin" },
        contentType: json,
      },
      { headers: { "Sec-Fetch-Site": "cross-site" }, contentType: json },
      { headers: { "Sec-Fetch-Site": "cross-site" }, contentType: form },
      { headers: { "Sec-Fetch-Site": "same-site" }, contentType: json },
      { headers: { Origin: "https://attacker.example" }, contentType: "text/plain" },
    ];
    for (const [i, { headers, contentType }] of variants.entries()) {
      const body =
        contentType === form
          ? new URLSearchParams({ email: `forged-${i}@example.com` }).toString()
          : JSON.stringify({ email: `forged-${i}@example.com` });
      const response = await post(body, { contentType, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/not accepted/);
      expect(response.headers.has("access-control-allow-origin")).toBe(false);
    }
    // A browser's form post from another site goes back to the site, showing the failure.
    const browserForm = await post(
      new URLSearchParams({ email: "forged-page@example.com" }).toString(),
      {
        contentType: form,
        headers: {
          Origin: "https://attacker.example",
          Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        },
      },
    );
    expect(browserForm.status).toBe(303);
    expect(browserForm.headers.get("location")).toBe(
      `${SITE_URL}/?open-contact-form=true&signup=failed`,
    );
    console.log(`cross-site posts: ${variants.length + 1} variants tried, all refused, 0 stored`);
    expect(count("subscribers")).toBe(before);
    expect(rows("SELECT email FROM subscribers WHERE email LIKE 'forged-%'")).toEqual([]);
  });

  it("CORS: an allowed origin's preflight is answered and its post can be read", async () => {
    const preflight = await fetch(`${site.server.origin}/api/front-email`, {
      method: "OPTIONS",
      headers: {
        Origin: ALLOWED_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Content-Type");
    expect(Number(preflight.headers.get("access-control-max-age"))).toBeGreaterThan(0);
    expect(preflight.headers.get("vary")).toMatch(/Origin/);

    const refused = await fetch(`${site.server.origin}/api/front-email`, {
      method: "OPTIONS",
      headers: { Origin: "https://attacker.example", "Access-Control-Request-Method": "POST" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.has("access-control-allow-origin")).toBe(false);

    const allowed = await postJson(
      { email: "cors@example.com" },
      { headers: { Origin: ALLOWED_ORIGIN } },
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    const invalid = await postJson({ email: "nope" }, { headers: { Origin: ALLOWED_ORIGIN } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    // The site's own origin needs no listing: this server answers on another address than
    // SITE_URL (as an API host would), and SITE_URL's pages may post and read.
    const own = await postJson({ email: "own@example.com" }, { headers: { Origin: SITE_URL } });
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBe(SITE_URL);
  });

  it("at least 500 generated bad bodies give only 4xx answers and store nothing", async () => {
    const requests = badRequests();
    expect(requests.length).toBeGreaterThanOrEqual(500);
    const tables = ["subscribers", "messages", "outbox"];
    const before = tables.map(count);
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < requests.length; i += 25) {
      const batch = requests.slice(i, i + 25);
      const answers = await Promise.all(
        batch.map(async (request) => {
          const body =
            typeof request.body === "string"
              ? new TextEncoder().encode(request.body)
              : request.body;
          const response = await post(body, { contentType: request.contentType });
          await response.arrayBuffer();
          return { status: response.status, kind: request.kind };
        }),
      );
      for (const { status, kind } of answers) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status < 400 || status > 499) throw new Error(`${kind} answered ${status}`);
      }
    }
    const elapsed = Math.round(performance.now() - started);
    const stored = tables.map(count).reduce((sum, n, i) => sum + n - (before[i] ?? 0), 0);
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `signup bad input: ${requests.length} bodies, statuses {${tally.join(", ")}}, ${stored} rows stored, ${elapsed} ms`,
    );
    expect(stored).toBe(0);
    expect(site.server.output()).not.toMatch(/could not store|TypeError|RangeError/);
  });
});
