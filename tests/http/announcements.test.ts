// Announcing to the mailing list from the desk (issue 32), against the production server with
// its own database and a real SMTP server on loopback (./announce-site.ts): who may send, the
// preview and the test, the headers and the one-click unsubscribe, the archive, refusals (550,
// 451), pause and resume, and the rate. The SIGKILL at half way: announcements-exactly-once.
import { setTimeout as sleep } from "node:timers/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { headerOf, textOf } from "../support/mail-text.ts";
import type { RunningServer } from "../support/running-server.ts";
import {
  ADMIN,
  MEMBER,
  start,
  setUp,
  readersOf,
  signedIn,
  draftFromShow,
  send,
  received,
  copiesTo,
  listCopies,
  until,
  counts,
} from "./announce-site.ts";

let server: RunningServer;

describe("announcing from the desk", () => {
  beforeEach(async () => {
    await setUp(readersOf(3));
    server = await start(6000);
  });

  it("refuses a plain member in words, and lets a desk-admin preview, test and send", async () => {
    const member = await signedIn(MEMBER);
    const refused = await member.get("/desk/news");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Only a desk-admin can write to the mailing list");
    const posted = await member.post("/desk/news", { intent: "new", source: "blank" });
    expect(posted.status).toBe(403);

    const admin = await signedIn(ADMIN);
    const id = await draftFromShow(admin, "After Dark opens Friday");
    const preview = await (await admin.get(`/desk/news?id=${id}`)).text();
    expect(preview).toContain("As plain text");
    expect(preview).toContain("Doors at 5.");

    const tested = await admin.post("/desk/news", {
      intent: "test",
      id: String(id),
      subject: "After Dark opens Friday",
      body: "Opening Friday.\n\nDoors at 5.",
    });
    expect(tested.status).toBe(303);
    await until("the test copy", () => copiesTo(ADMIN) >= 2, 10_000);
    const test = received()
      .filter((mail) => mail.to.includes(ADMIN))
      .at(-1);
    expect(headerOf(test?.raw ?? "", "Subject")).toBe("[Test] After Dark opens Friday");
    expect(listCopies()).toHaveLength(0);

    const confirm = await (await admin.get(`/desk/news?id=${id}&confirm=1`)).text();
    expect(confirm).toContain("<strong>3</strong> confirmed subscribers");
    // Home, rendered and kept by the site before the send: no "News" in its menu yet.
    const newsInMenu = /href="\/news"[^>]*>News</;
    expect(await (await fetch(`${server.origin}/`)).text()).not.toMatch(newsInMenu);
    await send(admin, id);
    // As a mark does, the first send drops the kept copies: the next visit's menu has "News".
    expect(await (await fetch(`${server.origin}/`)).text()).toMatch(newsInMenu);
    await until("three copies", () => listCopies().length === 3, 15_000);

    const raw = listCopies()[0]?.raw ?? "";
    expect(headerOf(raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(raw, "Message-ID")).toMatch(/^<[0-9a-f]{32}@example\.org>$/);
    const unsubscribe = headerOf(raw, "List-Unsubscribe")?.slice(1, -1) ?? "";
    expect(unsubscribe).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mailing-list\/unsubscribe\?token=u\./);
    const view = /View in a browser: (\S+)/.exec(textOf(raw))?.[1] ?? "";
    expect(view).toMatch(/\/news\/2025-07-15-after-dark-opens-friday$/);

    // The archive: its page, the list, the feed, the sitemap and the menu.
    const page = await fetch(view);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Doors at 5.");
    const list = await (await fetch(`${server.origin}/news`)).text();
    expect(list).toContain('href="/news/2025-07-15-after-dark-opens-friday"');
    expect(list).toMatch(newsInMenu);
    const feed = await fetch(`${server.origin}/news/feed.xml`);
    expect(feed.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
    expect(await feed.text()).toContain("<title>After Dark opens Friday</title>");
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain("/news/2025-07-15-after-dark-opens-friday</loc>");
    expect(sitemap).toContain("/news/feed.xml</loc>");

    // One click, as a mail app does it: no cookie, no Origin. That reader gets no later one.
    const reader = listCopies()[0]?.to[0] ?? "";
    const clicked = await fetch(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    const next = await draftFromShow(admin, "A second note");
    await send(admin, next);
    await until("the second copies", () => listCopies().length === 5, 15_000);
    expect(copiesTo(reader)).toBe(1);
    expect(copiesTo("pending@example.org")).toBe(0);
  }, 90_000);
});

describe("refusals, pausing and the rate", () => {
  it("counts a 550 as failed for good, retries a 451, pauses, and keeps to the rate", async () => {
    const readers = [...readersOf(8), "bounce@example.org", "busy@example.org"];
    await setUp(readers, (address, before) => {
      if (address === "bounce@example.org") return 550;
      if (address === "busy@example.org" && before === 0) return 451;
      return null;
    });
    const PER_MINUTE = 120;
    server = await start(PER_MINUTE);
    const admin = await signedIn(ADMIN);
    const id = await draftFromShow(admin, "Refusals");
    await send(admin, id);
    await until("three copies", () => listCopies().length >= 3, 15_000);
    await admin.post("/desk/news", { intent: "pause", id: String(id) });
    const paused = listCopies().length;
    expect(await (await admin.get(`/desk/news?id=${id}`)).text()).toContain("Resume sending");
    // Two intervals of the rate: nothing more leaves while paused (one already under way may).
    await sleep(1_200);
    expect(listCopies().length).toBeLessThanOrEqual(paused + 1);
    const resumedAt = Date.now();
    await admin.post("/desk/news", { intent: "resume", id: String(id) });

    // The 451 is tried again (the outbox's first retry comes 30 s later).
    await until("every copy but the bounce", () => listCopies().length === 9, 60_000);
    const page = await (await admin.get(`/desk/news?id=${id}`)).text();
    expect(counts(page)).toEqual({ sent: 9, remaining: 0, failed: 1 });
    expect(page).toContain("bounce@example.org");
    expect(copiesTo("bounce@example.org")).toBe(0);

    // The rate over the copies sent in one run, from the resume to the last reader's.
    const times = received()
      .filter((mail) => /reader/.test(mail.to[0] ?? "") && mail.at > resumedAt)
      .map((mail) => mail.at);
    expect(times.length).toBeGreaterThanOrEqual(4);
    const first = times[0] ?? 0;
    const last = times.at(-1) ?? 0;
    const rate = ((times.length - 1) * 60_000) / (last - first);
    console.log(`measured ${rate.toFixed(1)} copies a minute at ANNOUNCE_PER_MINUTE=${PER_MINUTE}`);
    expect(rate).toBeLessThanOrEqual(PER_MINUTE);

    // The refused address gets no later announcement.
    const next = await draftFromShow(admin, "After the bounce");
    expect(await (await admin.get(`/desk/news?id=${next}&confirm=1`)).text()).toContain(
      "<strong>9</strong> confirmed subscribers",
    );
  }, 150_000);
});
