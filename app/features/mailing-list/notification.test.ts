import { describe, expect, it } from "vitest";
import { notificationMail } from "./notification.ts";

const note = {
  email: "ada@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  body: "Could I visit on a Thursday?",
  sourcePage: "/visit",
  writtenAt: "2025-07-15T16:05:00.000Z",
};

describe("notificationMail", () => {
  it("goes to the gallery inbox, answers to the visitor, and carries the note", () => {
    const mail = notificationMail(note, "info@thefrontvt.com");
    expect(mail).toMatchObject({
      from: "info@thefrontvt.com",
      to: "info@thefrontvt.com",
      replyTo: "ada@example.com",
      subject: "Mailing list: a note from Ada Lovelace",
    });
    expect(mail.text).toContain("Ada Lovelace <ada@example.com> joined the mailing list");
    expect(mail.text).toContain("Could I visit on a Thursday?");
    expect(mail.text).toMatch(/Written Tuesday, July 15, 2025 at 12:05\sPM \(Montpelier time\)/);
    expect(mail.text).toContain("From the page /visit");
  });

  it("names the visitor by address when they gave no name", () => {
    const mail = notificationMail(
      { ...note, firstname: "", lastname: "", sourcePage: null },
      "inbox@example.org",
    );
    expect(mail.subject).toBe("Mailing list: a note from ada@example.com");
    expect(mail.text).not.toContain("From the page");
  });
});
