import { describe, expect, it } from "vitest";
import { pageState, pagingHrefs, withSearchParam } from "./paging.ts";

describe("pageState", () => {
  it("starts at one page", () => {
    expect(pageState(null, 5, 12)).toEqual({
      shown: 5,
      total: 12,
      loadMoreValue: "10",
      showAllValue: "all",
    });
  });

  it("adds one page up to the total", () => {
    expect(pageState("10", 5, 12)).toMatchObject({ shown: 10, loadMoreValue: "12" });
    expect(pageState("12", 5, 12)).toMatchObject({
      shown: 12,
      loadMoreValue: null,
      showAllValue: null,
    });
  });

  it("shows everything for 'all'", () => {
    expect(pageState("all", 8, 30)).toMatchObject({ shown: 30, loadMoreValue: null });
  });

  it("treats junk as the first page and rounds odd counts up to whole pages", () => {
    expect(pageState("-3", 8, 30).shown).toBe(8);
    expect(pageState("abc", 8, 30).shown).toBe(8);
    expect(pageState("9", 8, 30).shown).toBe(16);
    expect(pageState("0", 8, 30).shown).toBe(8);
    // Only whole strings of digits count: not a number inside something else.
    expect(pageState("x16", 8, 30).shown).toBe(8);
    expect(pageState("16x", 8, 30).shown).toBe(8);
    expect(pageState("1e3", 8, 30).shown).toBe(8);
    expect(pageState("1234567", 8, 30).shown).toBe(8);
    expect(pageState("24", 8, 30).shown).toBe(24);
  });

  it("never shows more than there are, and offers no buttons for a short list", () => {
    expect(pageState(null, 8, 3)).toEqual({
      shown: 3,
      total: 3,
      loadMoreValue: null,
      showAllValue: null,
    });
  });
});

describe("withSearchParam", () => {
  it("keeps the other parameters", () => {
    expect(withSearchParam("?upcoming=10&past=5", "past", "all")).toBe("?upcoming=10&past=all");
  });
});

describe("pagingHrefs", () => {
  it("leads to one more page and to all, keeping the other list's count", () => {
    expect(pagingHrefs("?upcoming=10", "past", pageState(null, 5, 12))).toEqual({
      loadMore: "?upcoming=10&past=10",
      showAll: "?upcoming=10&past=all",
    });
  });

  it("leads nowhere once everything is shown", () => {
    expect(pagingHrefs("?past=all", "past", pageState("all", 5, 12))).toEqual({
      loadMore: null,
      showAll: null,
    });
  });
});
