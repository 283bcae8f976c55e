// "Ask about this work" over real HTTP on loopback (issue 23), against the production server as
// `npm start` starts it, with its own database and a real SMTP server: each question is stored
// first and mailed once to the gallery's inbox, through restarts, and never to the address the
// visitor typed (issue 31), who is shown what they sent instead; a question about no work, from
// another site, in the honeypot, past a bound, past the rate limit or past a daily cap stores
// nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { headerOf, textOf } from "../support/mail-text.ts";
import { eventually } from "../support/eventually.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const SITE_URL = "https://gallery.example.org";
const INBOX = "gallery@example.org";
const RATE_LIMIT = 3;
const ASK = "/shows/signal-and-relay/works/listening-post/ask";
const SOLD_ASK = "/shows/signal-and-relay/works/signal/ask";
const QUESTION = 'Is it signed? <b>bold</b> <script>alert("x")</script> &amp;';

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

const start = (overrides: Record<string, string> = {}) =>
  startServer({
    DATABASE_PATH: databasePath,
    SITE_URL,
    INQUIRY_RATE_LIMIT: String(RATE_LIMIT),
    WRITE_RATE_LIMIT: "0",
    // The tests play a proxy: each request's X-Forwarded-For names its client.
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_SECRET: "inquiries-http-test-secret-".padEnd(40, "x"),
    ...overrides,
  });

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-inquiries-http-"));
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
const newClient = () => {
  clients += 1;
  return `203.0.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

const valid = { name: "Ada Lovelace", email: "ada@example.com", price: "on", question: QUESTION };

/** Posts the form as a browser on the site's own page does (its Origin is the page's). */
function ask(
  fields: Record<string, string> | string,
  {
    to = ASK,
    client = newClient(),
    origin = server.origin as string | null,
    headers = {} as Record<string, string>,
  } = {},
) {
  return fetch(`${server.origin}${to}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      ...(origin === null ? {} : { Origin: origin }),
      "X-Forwarded-For": client,
      ...headers,
    },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields),
    redirect: "manual",
  });
}

function count(table: string): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
  } finally {
    db.close();
  }
}

/** A header as a mail client shows it: RFC 2047 encoded words (nodemailer's "Q") decoded. */
function decodedHeader(raw: string, name: string): string | undefined {
  return headerOf(raw, name)
    ?.replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
      decodeURIComponent(text.replaceAll("_", " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}

async function mails(expected: number) {
  await eventually(
    () => smtp.received.length >= expected,
    () => `${smtp.received.length} mails, not ${expected}:\n${server.output()}`,
  );
  // Long enough for a second copy of any of them to have come, were one sent.
  await sleep(1500);
  return smtp.received;
}

describe("a question about a work", () => {
  it("answers with what was sent, uncached; the inbox gets it once, named and linked, the visitor nothing, through restarts", async () => {
    const response = await ask(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain("We have your question");
    expect(page).toContain("Ada Lovelace");
    expect(page).toContain("ada@example.com");
    // The visitor's markup, escaped: shown as the characters they typed, never run.
    expect(page).toContain("Is it signed? &lt;b&gt;bold&lt;/b&gt; &lt;script&gt;");
    expect(page).not.toContain("<b>bold</b>");
    expect(count("inquiries")).toBe(1);
    // Another request for the page never sees it: it is the post's answer, not an address.
    for (const address of [ASK, `${ASK}?asked=copy`, `${ASK}?asked=kept`]) {
      const later = await (await fetch(`${server.origin}${address}`)).text();
      expect(later, address).toContain("Send your question");
      expect(later, address).not.toContain("Ada Lovelace");
    }

    const [gallery, ...more] = await mails(1);
    // No copy to the address typed: it could be anyone's.
    expect(more).toEqual([]);
    expect(gallery?.to).toEqual([INBOX]);
    expect(decodedHeader(gallery?.raw ?? "", "Subject")).toBe(
      'Question about "Listening Post" (Priya Castellanos) from Ada Lovelace',
    );
    expect(headerOf(gallery?.raw ?? "", "Reply-To")).toBe("ada@example.com");
    expect(headerOf(gallery?.raw ?? "", "Content-Type")).toMatch(/^text\/plain/);
    const text = textOf(gallery?.raw ?? "").replaceAll("\r\n", "\n");
    expect(text).toContain("  Listening Post, by Priya Castellanos");
    expect(text).toContain(`  ${SITE_URL}/shows/signal-and-relay/works/listening-post`);
    expect(text).toContain("  - The price");
    // The visitor's markup, as the characters they typed: neither escaped nor rendered.
    expect(text).toContain(`Their question:\n${QUESTION}`);

    // Posted by the page's script (React Router's data request): the same, never cached.
    const scripted = await ask({ ...valid, email: "cy@example.com" }, { to: `${ASK}.data` });
    expect(scripted.headers.get("cache-control")).toBe("no-store");
    expect(await scripted.text()).toContain("cy@example.com");
    await mails(2);

    // Restarted twice: nothing is mailed again; a new question after it is mailed once.
    await server.stop();
    server = await start();
    await server.stop();
    server = await start();
    expect((await ask({ ...valid, name: "Bea", email: "bea@example.com" })).status).toBe(200);
    const all = await mails(3);
    expect(all.map((mail) => mail.to)).toEqual([[INBOX], [INBOX], [INBOX]]);
    console.log(
      `inquiries: ${all.length} mails for 3 questions, all to ${INBOX}, none to a visitor; the site started 3 times`,
    );
  });

  it("is taken about a sold work, which offers similar work and not a hold", async () => {
    const page = await fetch(`${server.origin}${SOLD_ASK}`);
    const html = await page.text();
    expect(html).toContain("Ask about similar work");
    expect(html).toContain('name="similar"');
    expect(html).not.toContain('name="hold"');
    expect((await ask({ ...valid, similar: "on" }, { to: SOLD_ASK })).status).toBe(200);
    const refused = await ask({ ...valid, hold: "on" }, { to: SOLD_ASK });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("is not a choice for this work");
    expect(count("inquiries")).toBe(1);
  });
});

describe("questions refused, nothing stored", () => {
  it("404 with a message: a work or a show that does not exist", async () => {
    for (const to of [
      "/shows/signal-and-relay/works/no-such-work/ask",
      "/shows/no-such-show/works/listening-post/ask",
    ]) {
      const response = await ask(valid, { to });
      expect(response.status, to).toBe(404);
      expect(await response.text()).toContain("This show has no such work");
      const page = await fetch(`${server.origin}${to}`);
      expect(page.status).toBe(404);
    }
    expect(count("inquiries")).toBe(0);
    expect(count("inquiry_mail")).toBe(0);
  });

  it("cross-site: another site's Origin (React Router's own check) and a cross-site fetch (ours)", async () => {
    const otherOrigin = await ask(valid, { origin: "https://evil.example" });
    expect(otherOrigin.status).toBe(400);
    const crossSite = await ask(valid, {
      origin: null,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("Requests from another site are not accepted here");
    expect(count("inquiries")).toBe(0);
  });

  it("honeypot: a bot is shown what it sent, and nothing is stored or mailed", async () => {
    const response = await ask({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("We have your question");
    await sleep(500);
    expect(count("inquiries")).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("400 naming the field; 413 past the body's bound; what was typed comes back", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...valid, name: "" }, "ask-name", "Please enter your name."],
      [{ ...valid, name: "n".repeat(101) }, "ask-name", "longer than 100 characters"],
      [{ ...valid, email: "ada@localhost" }, "ask-email", "Please enter a valid e-mail"],
      [{ ...valid, question: "q".repeat(2001) }, "ask-question", "longer than 2000 characters"],
      [{ name: "Ada", email: "ada@example.com" }, "ask-question", "Please tick what you"],
    ];
    for (const [fields, id, error] of cases) {
      const response = await ask(fields);
      expect(response.status, error).toBe(400);
      const html = await response.text();
      expect(html).toContain(`<a href="#${id}">`);
      expect(html).toContain(error);
      expect(html).toMatch(new RegExp(`<(input|textarea) id="${id}"[^>]*aria-invalid="true"`));
    }
    const typed = await (await ask({ ...valid, email: "ada@localhost" })).text();
    expect(typed).toContain('value="ada@localhost"');
    const huge = await ask({ ...valid, question: "x".repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(count("inquiries")).toBe(0);
  });

  it(`a flood is capped at ${RATE_LIMIT} a minute per client, on every spelling of the address`, async () => {
    const flooder = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i++) {
      statuses.push((await ask(valid, { client: flooder })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const over = await ask(valid, { client: flooder });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await over.text()).toContain("Too many questions from here");
    // The data twins share the page's count (React Router answers them 202, the refusal
    // inside); every other spelling is sent to the page's own before any limit
    // (tests/http/spellings.test.ts), and a client that follows is counted there.
    for (const twin of [`${ASK}.data`, `${ASK}/_.data`]) {
      const answer = await ask(valid, { client: flooder, to: twin });
      expect(await answer.text(), twin).toContain("Too many questions from here");
    }
    for (const spelling of [ASK.replace(/ask$/, "%61sk"), `${ASK.toUpperCase()}/`]) {
      const moved = await ask(valid, { client: newClient(), to: spelling });
      expect(moved.status, spelling).toBe(308);
      expect(moved.headers.get("location"), spelling).toBe(ASK);
    }
    // Another visitor is not held back.
    expect((await ask({ ...valid, email: "bea@example.com" })).status).toBe(200);
    expect(count("inquiries")).toBe(RATE_LIMIT + 1);
    console.log(
      `inquiries flood: ${statuses.length + 3} posts from one client, ${RATE_LIMIT} stored, the rest 429; other spellings 308 to the page's own`,
    );
  });
});
