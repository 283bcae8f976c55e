import { describe, expect, it } from "vitest";
import {
  FIXED_PAGES,
  MENU_PAGES,
  SITE_PAGES,
  queryOfPath,
  embedsOfPath,
  pageOfPath,
  patternOfPath,
} from "./site-pages.ts";

describe("the list of pages", () => {
  it("has the top bar's items in the product's order, the Instagram icon last", () => {
    expect(MENU_PAGES).toEqual([
      { path: "/", label: "Home" },
      { path: "/events", label: "Events" },
      { path: "/artists", label: "Artists" },
      { path: "/shows", label: "Shows" },
      { path: "/news", label: "News", onlyWith: "news" },
      { path: "/visit", label: "Visit" },
      { path: "/about", label: "About Us" },
      { path: "/instagram", label: "Instagram" },
    ]);
  });

  it("names the pages that exist whatever the content", () => {
    expect(FIXED_PAGES).toEqual([
      "/",
      "/events",
      "/artists",
      "/shows",
      "/visit",
      "/about",
      "/instagram",
    ]);
  });

  it("keeps the pages reached from a mail out of the menu and the sitemap's list", () => {
    const mailLinks = ["/mailing-list/confirm", "/mailing-list/unsubscribe"];
    expect(SITE_PAGES.map((page) => page.pattern)).toEqual(expect.arrayContaining(mailLinks));
    for (const path of mailLinks) {
      expect(FIXED_PAGES).not.toContain(path);
      expect(MENU_PAGES.map((page) => page.path)).not.toContain(path);
      expect(patternOfPath(`${path}?token=x`)).toBe(path);
    }
  });

  it("has no /apply page (product §2.1: the label exists, the route does not)", () => {
    expect(SITE_PAGES.map((page) => page.pattern)).not.toContain("/apply");
  });
});

describe("patternOfPath", () => {
  it("gathers pages under their screen's route", () => {
    expect(patternOfPath("/")).toBe("/");
    expect(patternOfPath("/events?past=10")).toBe("/events");
    expect(patternOfPath("/artists/")).toBe("/artists");
    expect(patternOfPath("/artists/maren-holt")).toBe("/artists/:name");
    expect(patternOfPath("/shows/first-light")).toBe("/shows/:name");
    expect(patternOfPath("/made/up/path")).toBe("*");
    expect(patternOfPath("/shows/a/b")).toBe("*");
    expect(patternOfPath("/shows/after-dark/works/night-bus?picture=1")).toBe(
      "/shows/:name/works/:id",
    );
    expect(patternOfPath("/shows/after-dark/works/")).toBe("*");
    expect(patternOfPath("/shows/after-dark/pieces/night-bus")).toBe("*");
    expect(patternOfPath("/shows/a/works/b/ask?asked=kept")).toBe("/shows/:name/works/:id/ask");
    expect(patternOfPath("/shows/a/price-list")).toBe("/shows/:name/price-list");
    expect(patternOfPath("/shows/a/labels/")).toBe("/shows/:name/labels");
    expect(patternOfPath("/shows/a/works//ask")).toBe("*");
  });
});

describe("pageOfPath", () => {
  it("gives a detail page's name, decoded", () => {
    expect(pageOfPath("/shows/after%20dark#top")?.name).toBe("after dark");
    expect(pageOfPath("/about")?.name).toBeUndefined();
    expect(pageOfPath("/shows/")?.page.pattern).toBe("/shows");
  });

  it("gives every parameter of a work's address, decoded", () => {
    expect(pageOfPath("/shows/after-dark/works/night%20bus/")?.params).toEqual({
      name: "after-dark",
      id: "night bus",
    });
    expect(pageOfPath("/shows/after-dark/works/night-bus")?.name).toBe("after-dark");
  });

  it("gives each name of a page whose address takes two", () => {
    const found = pageOfPath("/shows/after-dark/works/night%20swim/ask");
    expect(found?.params).toEqual({ name: "after-dark", id: "night swim" });
    expect(found?.name).toBe("after-dark");
  });
});

describe("pages for a form or a printout", () => {
  it("keeps them out of the menu and the sitemap's list, and reads none of their query", () => {
    for (const path of ["/shows/a/works/b/ask", "/shows/a/price-list", "/shows/a/labels"]) {
      expect(pageOfPath(path)?.page.unlisted).toBeDefined();
      expect(FIXED_PAGES).not.toContain(pageOfPath(path)?.page.pattern);
    }
    // The ask page's answer is the post's own response, never an address (issue 31).
    expect(queryOfPath("/shows/a/works/b/ask")).toEqual({});
    expect(queryOfPath("/shows/a/labels")).toEqual({});
  });
});

describe("embedsOfPath", () => {
  it("lets YouTube in on show and artist pages and Instagram on its own page only", () => {
    expect(embedsOfPath("/shows/after-dark")).toEqual(["youtube"]);
    expect(embedsOfPath("/artists/maren-holt")).toEqual(["youtube"]);
    expect(embedsOfPath("/instagram")).toEqual(["instagram"]);
    expect(embedsOfPath("/")).toEqual([]);
    expect(embedsOfPath("/events")).toEqual([]);
  });
});

describe("queryOfPath", () => {
  it("names the query parameters each page reads, and none for the others", () => {
    expect(Object.keys(queryOfPath("/events"))).toEqual(["upcoming", "past"]);
    expect(Object.keys(queryOfPath("/shows?past=16"))).toEqual(["past"]);
    expect(queryOfPath("/shows")["past"]?.test("all")).toBe(true);
    expect(queryOfPath("/shows")["past"]?.test("<script>")).toBe(false);
    expect(queryOfPath("/artists")).toEqual({});
    expect(queryOfPath("/no-such-page")).toEqual({});
  });
});
