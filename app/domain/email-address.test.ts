import { describe, expect, it } from "vitest";
import { isEmailAddress, mailboxKey } from "./email-address.ts";

describe("mailboxKey", () => {
  it("counts the spellings of one mailbox as one", () => {
    for (const spelling of [
      "ada@example.com",
      "Ada@Example.COM",
      "ada+art@example.com",
      "ADA+a+b@example.com",
      " ada@example.com ",
    ]) {
      expect(mailboxKey(spelling), spelling).toBe("ada@example.com");
    }
  });

  it("drops the dots Gmail ignores, under either of its names, and only there", () => {
    expect(mailboxKey("a.da.love@gmail.com")).toBe("adalove@gmail.com");
    expect(mailboxKey("A.Da+x@GoogleMail.com")).toBe("ada@gmail.com");
    expect(mailboxKey("a.da@example.com")).toBe("a.da@example.com");
  });

  it("keeps apart what are different mailboxes", () => {
    expect(mailboxKey("ada@example.com")).not.toBe(mailboxKey("ada@example.org"));
    expect(mailboxKey("ada@example.com")).not.toBe(mailboxKey("bea@example.com"));
    // A tag with no name before it is not emptied.
    expect(mailboxKey("+art@example.com")).toBe("+art@example.com");
  });
});

describe("isEmailAddress", () => {
  it("takes a tagged address: the key is for counting, not for refusing", () => {
    expect(isEmailAddress("ada+art@example.com")).toBe(true);
  });
});
