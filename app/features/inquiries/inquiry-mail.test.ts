import { describe, expect, it } from "vitest";
import { galleryInquiryMail, type StoredInquiry } from "./inquiry-mail.ts";

const INBOX = "gallery@example.org";
const inquiry: StoredInquiry = {
  work: {
    title: "Listening Post",
    artist: "Priya Castellanos",
    details: "steel, copper wire and speaker, 48 x 24 x 24 in, 2025",
    price: "$4,200",
    url: "https://gallery.example.org/shows/signal-and-relay/works/listening-post",
  },
  name: "Ada Lovelace",
  email: "ada@example.com",
  topics: ["price", "hold"],
  question: 'Is it <b>signed</b>? <a href="https://evil.example">&amp;</a>',
  askedAtMs: Date.parse("2025-07-15T16:00:00Z"),
};

describe("the gallery's mail", () => {
  const mail = galleryInquiryMail(inquiry, INBOX);

  it("goes to the inbox, answered by replying to the visitor", () => {
    expect(mail).toMatchObject({ from: INBOX, to: INBOX, replyTo: "ada@example.com" });
    expect(mail.subject).toBe(
      'Question about "Listening Post" (Priya Castellanos) from Ada Lovelace',
    );
  });

  it("names and links the work, says what was ticked and when, in Montpelier time", () => {
    expect(mail.text).toContain("Ada Lovelace <ada@example.com> asks about a work:");
    expect(mail.text).toContain("  Listening Post, by Priya Castellanos\n");
    expect(mail.text).toContain("  $4,200\n");
    expect(mail.text).toContain(`  ${inquiry.work.url}\n`);
    expect(mail.text).toContain(
      "They would like to know:\n  - The price\n  - Please hold it for me",
    );
    expect(mail.text).toContain("Asked Tuesday, July 15, 2025 at 12:00 PM (Montpelier time)");
  });

  it("shows markup in the question as the characters typed: plain text, nothing escaped or rendered", () => {
    expect(mail.text).toContain(
      'Their question:\nIs it <b>signed</b>? <a href="https://evil.example">&amp;</a>',
    );
    expect(mail).not.toHaveProperty("html");
  });
});

describe("what a question leaves out", () => {
  it("keeps a long title's subject readable", () => {
    const long = { ...inquiry, work: { ...inquiry.work, title: "A".repeat(100) } };
    expect(galleryInquiryMail(long, INBOX).subject).toBe(
      `Question about "${"A".repeat(59)}…" (Priya Castellanos) from Ada Lovelace`,
    );
  });

  it("leaves out what was not asked", () => {
    const onlyTicked = galleryInquiryMail({ ...inquiry, question: "" }, INBOX);
    expect(onlyTicked.text).not.toContain("Their question:");
    const onlyWritten = galleryInquiryMail({ ...inquiry, topics: [] }, INBOX);
    expect(onlyWritten.text).not.toContain("would like to know");
  });
});
