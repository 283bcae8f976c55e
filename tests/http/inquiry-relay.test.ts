// "Ask about this work" tried as a mail relay (issue 31), against the built server over loopback
// with its own database and a real SMTP server: one client asks ten questions giving ten
// strangers' addresses, and one mailbox is given under several "+tag" spellings from several
// clients. The gallery's inbox is the only address mailed; a client, and a mailbox however
// spelled, is taken at most three questions a day, and the rest are refused in words.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { eventually } from "../support/eventually.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const INBOX = "gallery@example.org";
const ASK = "/shows/signal-and-relay/works/listening-post/ask";
const DAILY_CAP = 3;
const PER_CLIENT = "3 questions have already been sent from here today";
const PER_ADDRESS = "This e-mail address has already asked 3 questions today";

let folder: string;
let databasePath: string;
let server: RunningServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-inquiry-relay-"));
  databasePath = path.join(folder, "data", "front.sqlite");
  smtp = await startTestSmtpServer();
  server = await startServer({
    DATABASE_PATH: databasePath,
    SITE_URL: "https://gallery.example.org",
    // The minute's rate limit out of the way: only the daily caps are tried here.
    INQUIRY_RATE_LIMIT: "0",
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_SECRET: "inquiry-relay-http-test-secret-".padEnd(40, "x"),
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A question as the site's own page posts it, from the client X-Forwarded-For names. */
async function ask(email: string, client: string) {
  const response = await fetch(`${server.origin}${ASK}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.origin,
      "X-Forwarded-For": client,
    },
    body: new URLSearchParams({
      name: "A visitor",
      email,
      question: `Hello ${email}, see ${"https://spam.example/ ".repeat(20)}`,
    }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
}

function rows(): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return Number(db.prepare("SELECT count(*) AS n FROM inquiries").get()?.n);
  } finally {
    db.close();
  }
}

/** Every mail the SMTP server has, once `expected` came and long enough for any more to. */
async function mailsAfter(expected: number) {
  await eventually(
    () => smtp.received.length >= expected,
    () => `${smtp.received.length} mails, not ${expected}`,
  );
  await sleep(1500);
  return smtp.received;
}

const toStrangers = () => smtp.received.filter((mail) => mail.to.some((to) => to !== INBOX));

describe("the ask form as a mail relay", () => {
  it("ten questions from one client to ten addresses: three stored, each mailed to the gallery only, seven refused in words", async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await ask(`stranger${i}@example.net`, "203.0.113.9"));
    const mails = await mailsAfter(DAILY_CAP);
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(
      `inquiry relay, one client: ${answers.length} questions sent to 10 addresses, ${rows()} rows stored, ` +
        `${mails.filter((mail) => mail.to.includes(INBOX)).length} mails to the gallery, ` +
        `${toStrangers().length} mails to strangers, ${refused.length} refused (429): "${refused[0]?.text.match(/3 questions[^<]*/)?.[0]}"`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect(answers[0]?.text).toContain("We have your question");
    for (const answer of refused) {
      expect(answer.text).toContain(PER_CLIENT);
      expect(answer.text).toContain("Please try again in 24 hours.");
      expect(Number(answer.retryAfter)).toBeGreaterThan(86_000);
    }
    // What was typed is given back with the refusal, nothing of it lost.
    expect(refused[0]?.text).toContain('value="stranger3@example.net"');
    expect(rows()).toBe(DAILY_CAP);
    expect(mails.map((mail) => mail.to)).toEqual([[INBOX], [INBOX], [INBOX]]);
    expect(toStrangers()).toEqual([]);
  });

  it("one mailbox under its +tag and case spellings, from four clients: three stored, the fourth refused naming the address", async () => {
    const before = rows();
    const spellings = [
      "victim@example.net",
      "Victim+art@example.net",
      "victim+x@EXAMPLE.net",
      "victim+again@example.net",
    ];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push(await ask(email, `198.51.100.${i + 1}`));
    console.log(
      `inquiry relay, one mailbox: ${spellings.length} questions from ${spellings.length} clients to ${spellings.join(", ")}; ` +
        `${rows() - before} rows stored, ${answers.filter((answer) => answer.status === 429).length} refused (429), ` +
        `${toStrangers().length} mails to strangers`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.text).toContain(PER_ADDRESS);
    expect(answers[3]?.text).toMatch(/<input id="ask-email"[^>]*aria-invalid="true"/);
    expect(rows() - before).toBe(DAILY_CAP);
    await mailsAfter(2 * DAILY_CAP);
    expect(toStrangers()).toEqual([]);
  });
});
