// Two production server processes on one database file share the outbox (issue 9): each of
// 100 notes reaches the gallery exactly once, although the SMTP server refuses the first tries.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { headerOf } from "../support/mail-text.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const INBOX = "gallery@example.org";
const NOTES = 100;
const SUBSCRIBERS = 10;
const REFUSED_TRIES = 10;
const folder = mkdtempSync(path.join(tmpdir(), "front-two-"));
const servers: RunningServer[] = [];
let smtp: TestSmtpServer | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

it(`two processes, ${NOTES} notes, the first ${REFUSED_TRIES} tries refused: each note arrives once`, async () => {
  // 451: "try again later", as a greylisting or overloaded server says.
  smtp = await startTestSmtpServer(0, (n) => (n <= REFUSED_TRIES ? 451 : null));
  const env = {
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    SITE_URL: "https://gallery.example.org",
    SIGNUP_SECRET: "two-processes-test-secret-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: INBOX,
    SIGNUP_RATE_LIMIT: "0",
    WRITE_RATE_LIMIT: "0",
  };
  servers.push(await startServer(env), await startServer(env));

  // Each note is posted to one of the two, in turn; ten people write ten notes each.
  const answers = await Promise.all(
    Array.from({ length: NOTES }, (_, i) =>
      fetch(`${servers[i % 2]?.origin}/api/front-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: `writer-${i % SUBSCRIBERS}@example.com`,
          message: `Note number ${i}`,
        }),
      }).then((response) => response.status),
    ),
  );
  expect(answers).toEqual(Array(NOTES).fill(200));

  // Refused mail is tried again after 30 s, by whichever process claims it first.
  const expected = NOTES + SUBSCRIBERS;
  const deadline = Date.now() + 75_000;
  while (smtp.received.length < expected && Date.now() < deadline) await sleep(250);
  // Time for a duplicate to show up, were there one.
  await sleep(2000);

  const notes = smtp.received.filter((mail) => mail.to.includes(INBOX));
  const ids = smtp.received.map((mail) => headerOf(mail.raw, "Message-ID"));
  const numbers = new Set(notes.map((mail) => /Note number (\d+)/.exec(mail.raw)?.[1]));
  console.log(
    `outbox, two processes: ${NOTES} notes + ${SUBSCRIBERS} confirmations queued, ` +
      `${smtp.refused} tries refused, ${smtp.received.length} mails arrived, ` +
      `${new Set(ids).size} distinct Message-IDs, ${notes.length} notes (${numbers.size} distinct)`,
  );
  expect(smtp.refused).toBe(REFUSED_TRIES);
  expect(notes).toHaveLength(NOTES);
  expect(numbers.size).toBe(NOTES);
  expect(smtp.received).toHaveLength(expected);
  expect(new Set(ids).size).toBe(expected);
  for (const server of servers) expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
}, 120_000);
