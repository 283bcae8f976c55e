import { describe, expect, it } from "vitest";
import { publishNoticeMail } from "./notice-mail.ts";
import type { PublishNotice } from "./notices.server.ts";

const notice: PublishNotice = {
  commit: "b".repeat(40),
  state: "refused",
  author: "Bea Smith <bea@example.org>",
  subject: "Add show 41",
  committedAt: "2025-07-15T15:40:00Z",
  reasons: [
    "app/content/shows/41.md: show 41, field closes: not a date (Bea Smith's commit bbbbbbb)",
  ],
  updateAttempts: null,
  retryAt: null,
};
const STATUS = "https://thefront.example/admin/status";

describe("publishNoticeMail", () => {
  it("names the commit, its author, its subject, the reasons and the status page", () => {
    const mail = publishNoticeMail(notice, "gallery@example.org", STATUS);
    expect(mail).toMatchObject({
      from: "gallery@example.org",
      to: "gallery@example.org",
      subject: "Publish refused: Add show 41 (Bea Smith)",
    });
    expect(mail.text).toContain(
      "  by Bea Smith <bea@example.org>, committed Tuesday, July 15, 2025 at 11:40 AM",
    );
    expect(mail.text).toContain(`  commit ${"b".repeat(40)}`);
    expect(mail.text).toContain(`What to fix:\n- ${notice.reasons[0]}`);
    expect(mail.text).toContain(`Where each Publish stands: ${STATUS}`);
  });

  it("says when a failed update is tried again", () => {
    const failed = {
      ...notice,
      state: "failed" as const,
      reasons: ["out of memory"],
      updateAttempts: 2,
      retryAt: "2025-07-15T16:10:00Z",
    };
    const mail = publishNoticeMail(failed, "gallery@example.org", STATUS);
    expect(mail.subject).toBe("Publish failed: Add show 41 (Bea Smith)");
    expect(mail.text).toContain(
      "It has tried 2 times and tries again by itself on Tuesday, July 15, 2025 at 12:10 PM.",
    );
  });
});
