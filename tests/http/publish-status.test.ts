// /admin/status over real HTTP, from a real log file given by PUBLISH_LOG: each state in words,
// no script, no cache, no index; and a clear sentence when the log is missing, unreadable or
// not set up.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { stripTags } from "../../app/domain/html.ts";
import { SESSION_COOKIE } from "../../app/features/desk/cookies.ts";
import { startSession } from "../../app/features/desk/sessions.server.ts";
import { SIGN_IN_FOR_REASONS } from "../../app/features/publishes/publish-status.ts";
import { members } from "../support/desk-browser.ts";
import { publishRecord, writePublishLog } from "../support/publish-log.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";

let folder: string;
let logFile: string;
let server: RunningServer;
let unset: RunningServer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-publish-status-"));
  logFile = path.join(folder, "publishes.json");
  [server, unset] = await Promise.all([
    startServer({ DATABASE_PATH: path.join(folder, "a.sqlite"), PUBLISH_LOG: logFile }),
    startServer({ DATABASE_PATH: path.join(folder, "b.sqlite") }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), unset?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

/** A desk session's cookie for a member, started as the desk's sign-in starts one. */
function memberCookie(): string {
  const databasePath = path.join(folder, "a.sqlite");
  members(databasePath, "add", "ann@example.org", "--name", "Ann Painter");
  const db = new DatabaseSync(databasePath);
  try {
    const row = db.prepare("SELECT id FROM desk_members WHERE email = ?").get("ann@example.org");
    const token = startSession(db, {
      memberId: Number(row?.id),
      device: "a test",
      nowMs: Date.now(),
    });
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    db.close();
  }
}

async function statusPage(on: RunningServer = server, cookie?: string) {
  const response = await fetch(`${on.origin}/admin/status`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return { response, html, text: stripTags(html) };
}

describe("/admin/status", () => {
  it("says each state of the newest Publishes, from the updater's log", async () => {
    const now = Date.now();
    writePublishLog(logFile, {
      checkedAt: new Date(now - 30_000).toISOString(),
      intervalSeconds: 300,
      pinned: {
        release: "r7",
        commit: "9".repeat(40),
        fromCommit: "8".repeat(40),
        at: new Date(now - 3_600_000).toISOString(),
      },
      records: [
        publishRecord("e", "building", { subject: "Add the summer show" }),
        publishRecord("d", "operator", { reasons: ["package.json", "server/app.ts"] }),
        publishRecord("c", "failed", {
          reasons: ["npm run build was killed (out of memory)"],
          attempts: 2,
          retryAt: new Date(now + 600_000).toISOString(),
        }),
        publishRecord("b", "refused", {
          author: "Bea Smith <bea@example.org>",
          reasons: [
            "app/content/shows/41-summer.md: show 41, field closes: not a date (Bea Smith's commit bbbbbbb)",
          ],
        }),
        publishRecord("a", "live", { liveSince: new Date(now - 7_200_000).toISOString() }),
      ],
    });
    const { response, html, text } = await statusPage();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store, private");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(html).not.toContain("<script");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Its one style element runs by this response's nonce.
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);

    expect(text).toContain(
      "and looks every 5 minutes. A Publish made since then is waiting for the updater",
    );
    expect(text).toContain("The operator rolled the site back on ");
    expect(text).toContain("Nothing is released until a commit newer than 8888888 arrives");
    expect(text).toContain("Building now Add the summer show");
    expect(text).toContain(
      "Waiting for the operator: this commit changes package.json, server/app.ts.",
    );
    expect(text).toContain("Failed, trying again");
    expect(text).toContain("(2 tries so far). It tries again by itself on ");
    // The server's own words are a signed-in member's; the content check's are anyone's.
    expect(text).not.toContain("npm run build was killed");
    expect(text).toContain(SIGN_IN_FOR_REASONS);
    const signedIn = await statusPage(server, memberCookie());
    expect(signedIn.text).toContain("npm run build was killed (out of memory)");
    expect(signedIn.text).not.toContain(SIGN_IN_FOR_REASONS);
    expect(text).toContain("Refused");
    expect(text).toContain(
      "What to fix: app/content/shows/41-summer.md: show 41, field closes: not a date (Bea Smith's commit bbbbbbb)",
    );
    expect(text).toContain("Live Commit a by Bea Smith");
    expect(text).toContain("On the site since ");
    // Names from the repository's history, never an address.
    expect(html).not.toContain("bea@example.org");
    // Newest first, as the log has them.
    expect(text.indexOf("Building now")).toBeLessThan(text.indexOf("On the site since"));
  });

  it("gives a clear sentence, not an error, for a log that is unreadable, missing or unset", async () => {
    writeFileSync(logFile, '{"checkedAt": 3}');
    const unreadable = await statusPage(server, memberCookie());
    expect(unreadable.response.status).toBe(200);
    expect(unreadable.text).toContain(
      "The updater's log could not be read (the publish log is not readable: checkedAt:",
    );
    const toAnyone = await statusPage();
    expect(toAnyone.text).toContain("The updater's log could not be read. Tell the operator.");
    expect(toAnyone.text).not.toContain("checkedAt");

    unlinkSync(logFile);
    const missing = await statusPage();
    expect(missing.response.status).toBe(200);
    expect(missing.text).toContain("The updater has not written down anything yet.");

    const notSetUp = await statusPage(unset);
    expect(notSetUp.response.status).toBe(200);
    expect(notSetUp.text).toContain("The updater is not set up on this server");
  });

  it("is linked from the editor's page, where members press Publish", async () => {
    const withAccess = await startServer({
      DATABASE_PATH: path.join(folder, "c.sqlite"),
      EDITOR_LOCAL_BACKEND: "http://127.0.0.1:9/api/v1",
    });
    try {
      const page = await (await fetch(`${withAccess.origin}/admin`)).text();
      expect(page).toContain(
        '<a class="publish-status-link" href="/admin/status">What became of my Publish?</a>',
      );
    } finally {
      await withAccess.stop();
    }
  });
});
