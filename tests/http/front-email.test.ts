// POST /api/front-email over real HTTP on loopback, against the production server started as
// `npm start` starts it, with its own database file and a real SMTP server for notifications.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { eventually } from "../support/eventually.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { HOSTILE_RETURN_PATHS } from "../support/hostile-return-paths.ts";
import { badRequests } from "./bad-bodies.ts";

const RATE_LIMIT = 10;
const INBOX = "gallery@example.org";
const SITE_URL = "https://gallery.example.org";
/** Another origin serving the site's pages (the spec's separate {api host}), allowed to post. */
const ALLOWED_ORIGIN = "https://www.gallery.example.org";

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

async function start() {
  return startServer({
    DATABASE_PATH: databasePath,
    SIGNUP_RATE_LIMIT: String(RATE_LIMIT),
    // Hundreds of sign-ups a minute here; the site-wide cap has its own test (server.test.ts).
    WRITE_RATE_LIMIT: "0",
    // The tests play a proxy: each request's X-Forwarded-For names its client.
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SITE_URL,
    API_ALLOWED_ORIGINS: ALLOWED_ORIGIN,
    SIGNUP_SECRET: "http-test-secret-".padEnd(40, "x"),
  });
}

// Each test starts from its own empty database, mail server and site: none depends on another
// having run before it, or on the order they run in.
beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-http-"));
  databasePath = path.join(folder, "data", "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await start();
});

afterEach(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

let clients = 0;
/** A new client address for each call, so that the rate limit only bites where a test means it. */
const newClient = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

interface PostOptions {
  contentType?: string | null;
  client?: string;
  headers?: Record<string, string>;
}

function post(
  body: BodyInit,
  { contentType = "application/json", client, headers }: PostOptions = {},
) {
  return fetch(`${server.origin}/api/front-email`, {
    method: "POST",
    headers: {
      ...(contentType === null ? {} : { "Content-Type": contentType }),
      "X-Forwarded-For": client ?? newClient(),
      ...headers,
    },
    body,
    redirect: "manual",
  });
}

const postJson = (value: unknown, options: PostOptions = {}) =>
  post(JSON.stringify(value), options);

function rows(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}
const count = (table: string) => Number(rows(`SELECT count(*) AS n FROM ${table}`)[0]?.n);

describe("POST /api/front-email", () => {
  it("200: stores a sign-up and answers { ok: true }", async () => {
    const response = await postJson({
      firstname: " Ada ",
      lastname: "Lovelace",
      email: "Ada@Example.com",
      message: "",
      page: "/visit",
      unknown: "ignored",
    });
    expect(response.status).toBe(200);
    // Mail is configured: the new address is pending, and a confirmation is on its way.
    expect(await response.json()).toEqual({ ok: true, confirmationMailed: true });
    expect(rows("SELECT email, firstname, source_page FROM subscribers")).toEqual([
      { email: "Ada@Example.com", firstname: "Ada", source_page: "/visit" },
    ]);
  });

  it("200: the same address in another case updates the one row and keeps both notes", async () => {
    await postJson({ email: "Ada@Example.com", message: "First note" });
    await postJson({ email: "ada@example.COM" });
    await postJson({ email: "ADA@example.com", lastname: "King", message: "Second note" });
    expect(
      rows("SELECT email, lastname FROM subscribers WHERE email_key = 'ada@example.com'"),
    ).toEqual([{ email: "Ada@Example.com", lastname: "King" }]);
    expect(rows("SELECT body FROM messages ORDER BY id")).toEqual([
      { body: "First note" },
      { body: "Second note" },
    ]);
  });

  it("mails each note to the gallery inbox once", async () => {
    await postJson({ email: "quiet@example.com", firstname: "Quinn" });
    await postJson({ email: "note@example.com", firstname: "Nora", message: "Open on Monday?" });
    await eventually(
      () => smtp.received.some((mail) => mail.raw.includes("Open on Monday?")),
      () => `no mail arrived:\n${server.output()}`,
    );
    await sleep(300);
    const notes = smtp.received.filter((mail) => mail.raw.includes("Open on Monday?"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.to).toEqual([INBOX]);
    // A sign-up without a note sends the gallery nothing (the subscribers get their confirmations).
    expect(smtp.received.filter((mail) => mail.to.includes(INBOX))).toHaveLength(1);
  });

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
    const chunked = await fetch(`${server.origin}/api/front-email`, {
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
      const response = await fetch(`${server.origin}/api/front-email`, { method });
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

  it("takes a form: JSON answers for a script, a 303 back to the page for a browser", async () => {
    const form = (email: string) =>
      new URLSearchParams({ email, firstname: "Form", page: "/shows?shows=16" }).toString();
    const asScript = await post(form("script@example.com"), {
      contentType: "application/x-www-form-urlencoded",
    });
    expect(asScript.status).toBe(200);
    expect(await asScript.json()).toEqual({ ok: true, confirmationMailed: true });

    const browser = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    const ok = await post(form("browser@example.com"), {
      contentType: "application/x-www-form-urlencoded",
      headers: browser,
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(
      `${SITE_URL}/shows?shows=16&open-contact-form=true&signup=mailed`,
    );
    const failed = await post(form("not an address"), {
      contentType: "application/x-www-form-urlencoded",
      headers: browser,
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(
      `${SITE_URL}/shows?shows=16&open-contact-form=true&signup=failed`,
    );
    // Never sent off the site, whatever the form claims.
    const away = await post(
      new URLSearchParams({ email: "away@example.com", page: "//elsewhere.example/" }).toString(),
      { contentType: "application/x-www-form-urlencoded", headers: browser },
    );
    expect(away.headers.get("location")).toBe(`${SITE_URL}/?open-contact-form=true&signup=mailed`);
    expect(rows("SELECT email FROM subscribers WHERE firstname = 'Form' ORDER BY id")).toEqual([
      { email: "script@example.com" },
      { email: "browser@example.com" },
    ]);
  });

  it("303 only ever to the site: every hostile return address, as the form's page", async () => {
    const browser = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    for (const [i, page] of HOSTILE_RETURN_PATHS.entries()) {
      const response = await post(
        new URLSearchParams({ email: `return-${i}@example.com`, page }).toString(),
        { contentType: "application/x-www-form-urlencoded", headers: browser },
      );
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.origin, page).toBe(SITE_URL);
      expect(location.pathname, page).toMatch(/^\/(?![/\\])/);
    }
    console.log(
      `return addresses: ${HOSTILE_RETURN_PATHS.length} hostile strings, all kept on ${SITE_URL}`,
    );
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
    const preflight = await fetch(`${server.origin}/api/front-email`, {
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

    const refused = await fetch(`${server.origin}/api/front-email`, {
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

  it("200 concurrent sign-ups of distinct addresses give exactly 200 rows", async () => {
    const before = count("subscribers");
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson({ email: `crowd-${i}@example.com`, firstname: `Crowd ${i}` }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const stored = Number(
      rows("SELECT count(*) AS n FROM subscribers WHERE email LIKE 'crowd-%'")[0]?.n,
    );
    console.log(`signup concurrency: 200 requests, ${stored} rows, ${elapsed} ms`);
    expect(stored).toBe(200);
    expect(count("subscribers")).toBe(before + 200);
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
    expect(server.output()).not.toMatch(/could not store|TypeError|RangeError/);
  });

  it("keeps every sign-up across a restart of the server", async () => {
    for (const name of ["ada", "bea", "cy"]) {
      expect((await postJson({ email: `${name}@example.com`, message: "Keep me" })).status).toBe(
        200,
      );
    }
    const before = count("subscribers");
    expect(before).toBe(3);
    await server.stop();
    server = await start();
    expect(count("subscribers")).toBe(before);
    expect((await postJson({ email: "after-restart@example.com" })).status).toBe(200);
    expect(count("subscribers")).toBe(before + 1);
  });
});
