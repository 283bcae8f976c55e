import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS, topicsFor, validateInquiry } from "./inquiry-form.ts";

const FOR_SALE = topicsFor({ availability: "available", price: 4200 });
const SOLD = topicsFor({ availability: "sold", price: 6800 });
const valid = { name: " Ada Lovelace ", email: "ada@example.com", price: "on" };

describe("topicsFor", () => {
  it("offers to hold a work for sale, and similar work for one that is sold, held or not for sale", () => {
    expect(FOR_SALE).toEqual(["price", "shipping", "hold"]);
    expect(SOLD).toEqual(["price", "shipping", "similar"]);
    expect(topicsFor({ availability: "reserved", price: 5600 })).toContain("similar");
    expect(topicsFor({ availability: "available", price: "not for sale" })).not.toContain("hold");
  });
});

describe("validateInquiry", () => {
  it("takes a name, an address and a ticked choice, trimmed", () => {
    expect(validateInquiry(valid, FOR_SALE)).toEqual({
      ok: true,
      inquiry: { name: "Ada Lovelace", email: "ada@example.com", topics: ["price"], question: "" },
    });
  });

  it("takes a question alone, its line breaks made \\n, markup kept as typed", () => {
    const result = validateInquiry(
      { name: "Ada", email: "ada@example.com", question: "Is it <b>framed</b>?\r\nThanks" },
      FOR_SALE,
    );
    expect(result.ok && result.inquiry.question).toBe("Is it <b>framed</b>?\nThanks");
  });

  it("names the field at fault, and gives back what was typed", () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...valid, name: "  " }, "name", /enter your name/],
      [{ ...valid, name: "x".repeat(INQUIRY_LIMITS.name + 1) }, "name", /longer than 100/],
      [{ ...valid, name: "Ada\r\nBcc: x@example.com" }, "name", /not allowed/],
      [{ ...valid, name: ["Ada"] }, "name", /must be text/],
      [{ ...valid, email: "" }, "email", /enter your e-mail/],
      [{ ...valid, email: "ada@localhost" }, "email", /valid e-mail/],
      [{ ...valid, email: `${"a".repeat(250)}@example.com` }, "email", /longer than 254/],
      [{ ...valid, question: "q".repeat(INQUIRY_LIMITS.question + 1) }, "question", /2000/],
      [{ ...valid, question: "bell\u0007" }, "question", /not allowed/],
      [{ name: "Ada", email: "ada@example.com" }, "question", /tick what you would like/],
    ];
    for (const [body, field, error] of cases) {
      const result = validateInquiry(body, FOR_SALE);
      expect(result.ok ? null : result.field, JSON.stringify(body).slice(0, 60)).toBe(field);
      expect(result.ok ? "" : result.error).toMatch(error);
    }
    const refused = validateInquiry({ ...valid, email: "ada@localhost", question: "Hi" }, FOR_SALE);
    expect(refused.ok ? null : refused.values).toEqual({
      name: "Ada Lovelace",
      email: "ada@localhost",
      topics: ["price"],
      question: "Hi",
    });
  });

  it("refuses a choice the work does not offer, naming the choices", () => {
    const result = validateInquiry({ ...valid, hold: "on" }, SOLD);
    expect(result).toMatchObject({ ok: false, field: "topics" });
    expect(result.ok ? "" : result.error).toContain("Please hold it for me");
  });
});
