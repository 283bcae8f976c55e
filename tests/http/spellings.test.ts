// Every POST route at every spelling of its path (issue 31, item 1), over real HTTP against the
// built server: another spelling is sent to the one the route table has (308) before anything is
// read, and a client that follows the redirect, as a browser does, is counted by the same limit
// however it spells the address. Prints what it tried: spellings, requests, rows stored.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const ASK = "/shows/signal-and-relay/works/listening-post/ask";

/** Each route module with an action, and where it is posted to. */
const POST_ROUTES: Record<string, string> = {
  "api-front-email.ts": "/api/front-email",
  "api-vitals.ts": "/api/vitals",
  "ask.tsx": ASK,
  "desk-sign-in.tsx": "/desk/sign-in",
  "desk.tsx": "/desk",
  "desk-editor-api.ts": "/desk/editor/api",
  "desk-news.tsx": "/desk/news",
  "mailing-list-unsubscribe.tsx": "/mailing-list/unsubscribe",
};

/** The other spellings of `canonical` that React Router would also run it at. */
function spellingsOf(canonical: string): string[] {
  const last = canonical.at(-1) ?? "";
  const encodedLast = `${canonical.slice(0, -1)}%${last.charCodeAt(0).toString(16).toUpperCase()}`;
  const [, first = "", ...rest] = canonical.split("/");
  return [
    `${canonical}/`,
    `${canonical}//`,
    `/${canonical}`,
    `/${first}//${rest.join("/")}`,
    `/${first}/./${rest.join("/")}`,
    `${canonical}/.`,
    canonical.toUpperCase(),
    encodedLast,
    `${canonical};x=1`,
  ].filter((spelling) => spelling !== canonical);
}

/** Requests a minute per client, low so that a few posts reach each limit. */
const LIMIT = 3;

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  folder = mkdtempSync(path.join(tmpdir(), "front-spellings-"));
  databasePath = path.join(folder, "front.sqlite");
  server = await startServer({
    DATABASE_PATH: databasePath,
    TRUST_PROXY: "127.0.0.1",
    SIGNUP_RATE_LIMIT: String(LIMIT),
    VITALS_RATE_LIMIT: String(LIMIT),
    INQUIRY_RATE_LIMIT: String(LIMIT),
    DESK_SIGN_IN_RATE_LIMIT: String(LIMIT),
    WRITE_RATE_LIMIT: "0",
    SIGNUP_SECRET: "spellings-test-secret-".padEnd(40, "x"),
    // The desk sends codes only where mail is set up.
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Rows in `table`. */
function rowsIn(table: string): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return Number(db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n);
  } finally {
    db.close();
  }
}

/** Rows in every table of the site's database: what any post may have stored. */
function storedRows(): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => String(row.name));
    return tables.reduce(
      (sum, table) => sum + Number(db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n),
      0,
    );
  } finally {
    db.close();
  }
}

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

let posts = 0;
/**
 * A post as the route's own page or script sends it, from `client`, the redirect not followed.
 * node:http sends the path as written (fetch would tidy away its "." segments first).
 */
function post(to: string, client: string): Promise<Answer> {
  posts += 1;
  const json = to.startsWith("/api/");
  const body = json
    ? JSON.stringify(
        to.includes("vitals")
          ? { path: "/", metrics: [{ name: "CLS", value: 0.01 }] }
          : { email: `spelling-${posts}@example.com` },
      )
    : new URLSearchParams({
        intent: "send-code",
        email: `spelling-${posts}@example.com`,
        name: "Ada",
        price: "on",
        question: "Is it signed?",
      }).toString();
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path: to,
        method: "POST",
        headers: {
          "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Accept: "text/html",
          Origin: server.origin,
          "X-Forwarded-For": client,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

let clients = 0;
const newClient = () => `198.18.${Math.floor(++clients / 250)}.${clients % 250}`;

describe("one spelling per path", () => {
  it("the table below names every route that takes a post", () => {
    const withAction = readdirSync("app/routes")
      .filter((file) =>
        /^export (async )?function action\b/m.test(readFileSync(`app/routes/${file}`, "utf8")),
      )
      .sort();
    expect(withAction).toEqual(Object.keys(POST_ROUTES).sort());
  });

  it("every other spelling of every POST route is sent to the route's own, and stores nothing", async () => {
    const before = storedRows();
    let tried = 0;
    for (const canonical of Object.values(POST_ROUTES)) {
      for (const spelling of spellingsOf(canonical)) {
        const response = await post(`${spelling}?step=code`, newClient());
        tried += 1;
        expect(response.status, spelling).toBe(308);
        expect(response.location, spelling).toBe(`${canonical}?step=code`);
        expect(response.text).toContain(canonical);
      }
    }
    expect(storedRows()).toBe(before);
    console.log(
      `spellings: ${tried} posts at ${tried} other spellings of ${Object.keys(POST_ROUTES).length} routes: all 308, ${storedRows() - before} rows stored`,
    );
  });

  it(`a client that follows the redirects is held to ${LIMIT} a minute at each limited route`, async () => {
    const limited = {
      "/api/front-email": "subscribers",
      "/api/vitals": "web_vitals",
      [ASK]: "inquiries",
      "/desk/sign-in": "desk_code_requests",
    };
    for (const [canonical, table] of Object.entries(limited)) {
      const client = newClient();
      const spellings = [canonical, ...spellingsOf(canonical)];
      const before = rowsIn(table);
      let requests = 0;
      for (const spelling of spellings) {
        let response = await post(spelling, client);
        requests += 1;
        if (response.status === 308) {
          response = await post(response.location ?? "", client);
          requests += 1;
        }
      }
      const stored = rowsIn(table) - before;
      console.log(
        `limit: ${canonical}: ${spellings.length} spellings, ${requests} requests from one client, ${stored} stored in ${table}`,
      );
      expect(stored, canonical).toBeGreaterThan(0);
      expect(stored, canonical).toBeLessThanOrEqual(LIMIT);
    }
  });
});
