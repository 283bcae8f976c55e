// The site the sign-up endpoint's HTTP tests run against (front-email*.test.ts): the production
// server as `npm start` starts it, its own database file and a real SMTP server, new for each
// test, and the ways the tests post to it and read what it stored.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach } from "vitest";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

export const RATE_LIMIT = 10;
export const INBOX = "gallery@example.org";
export const SITE_URL = "https://gallery.example.org";
/** Another origin serving the site's pages (the spec's separate {api host}), allowed to post. */
export const ALLOWED_ORIGIN = "https://www.gallery.example.org";

/** The running test's site: set before each test by useSignUpSite(). */
export const site = {} as {
  folder: string;
  databasePath: string;
  server: RunningServer;
  smtp: TestSmtpServer;
};

export function startSignUpSite(): Promise<RunningServer> {
  return startServer({
    DATABASE_PATH: site.databasePath,
    SIGNUP_RATE_LIMIT: String(RATE_LIMIT),
    // Hundreds of sign-ups a minute here; the site-wide cap has its own test (server.test.ts).
    WRITE_RATE_LIMIT: "0",
    // The tests play a proxy: each request's X-Forwarded-For names its client.
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${site.smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SITE_URL,
    API_ALLOWED_ORIGINS: ALLOWED_ORIGIN,
    SIGNUP_SECRET: "http-test-secret-".padEnd(40, "x"),
  });
}

/**
 * Each test starts from its own empty database, mail server and site: none depends on another
 * having run before it, or on the order they run in.
 */
export function useSignUpSite(): void {
  beforeEach(async () => {
    site.folder = mkdtempSync(path.join(tmpdir(), "front-http-"));
    site.databasePath = path.join(site.folder, "data", "front.sqlite");
    site.smtp = await startTestSmtpServer();
    site.server = await startSignUpSite();
  });

  afterEach(async () => {
    await site.server?.stop();
    await site.smtp?.close();
    rmSync(site.folder, { recursive: true, force: true });
  });
}

let clients = 0;
/** A new client address for each call, so that the rate limit only bites where a test means it. */
export const newClient = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

export interface PostOptions {
  contentType?: string | null;
  client?: string;
  headers?: Record<string, string>;
}

export function post(
  body: BodyInit,
  { contentType = "application/json", client, headers }: PostOptions = {},
) {
  return fetch(`${site.server.origin}/api/front-email`, {
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

export const postJson = (value: unknown, options: PostOptions = {}) =>
  post(JSON.stringify(value), options);

export function rows(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(site.databasePath, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}
export const count = (table: string) => Number(rows(`SELECT count(*) AS n FROM ${table}`)[0]?.n);
