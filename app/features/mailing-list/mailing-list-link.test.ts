import { describe, expect, it } from "vitest";
import {
  DIALOG_QUERY,
  mailingListLink,
  pageWithoutDialog,
  signupOutcome,
} from "./mailing-list-link.ts";

describe("mailingListLink", () => {
  it("opens the dialog on the same page, keeping its other parameters", () => {
    expect(mailingListLink("/shows?shows=16")).toBe("/shows?shows=16&open-contact-form=true");
    expect(mailingListLink("/")).toBe("/?open-contact-form=true");
  });

  it("carries the outcome of a form post, and drops an old one", () => {
    expect(mailingListLink("/visit", "ok")).toBe("/visit?open-contact-form=true&signup=ok");
    expect(mailingListLink("/visit?signup=ok&open-contact-form=true")).toBe(
      "/visit?open-contact-form=true",
    );
  });
});

describe("pageWithoutDialog", () => {
  it("keeps the page and its own parameters only", () => {
    expect(pageWithoutDialog("/events?upcoming=10&open-contact-form=true&signup=ok")).toBe(
      "/events?upcoming=10",
    );
    expect(pageWithoutDialog("/visit?open-contact-form=true")).toBe("/visit");
  });
});

describe("signupOutcome", () => {
  it("reads only the two outcomes the endpoint writes", () => {
    expect(signupOutcome(new URLSearchParams("signup=ok"))).toBe("ok");
    expect(signupOutcome(new URLSearchParams("signup=failed"))).toBe("failed");
    expect(signupOutcome(new URLSearchParams("signup=maybe"))).toBeNull();
    expect(signupOutcome(new URLSearchParams(""))).toBeNull();
  });
});

describe("DIALOG_QUERY", () => {
  it("tells apart every outcome the endpoint sends back, so the page cache keeps it", () => {
    const outcomes = ["ok", "mailed", "failed"] as const;
    for (const outcome of outcomes) {
      const search = new URL(mailingListLink("/visit", outcome), "https://x.example").searchParams;
      expect(DIALOG_QUERY.signup?.test(search.get("signup") ?? "")).toBe(true);
      expect(signupOutcome(search)).toBe(outcome);
    }
    expect(DIALOG_QUERY.signup?.test("maybe")).toBe(false);
  });
});
