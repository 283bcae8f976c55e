import { describe, expect, it } from "vitest";
import { check, guest, lines, member, opening } from "./fixtures.ts";
import { leadsToAPage } from "./links.ts";

describe("internal links", () => {
  it("reports internal links that lead nowhere, in links and in HTML", () => {
    const link = { type: "internal", text: "About", url: "/shows/piecd" };
    expect(lines(check({ events: [{ ...opening, link }] }))).toEqual([
      'app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: link.url: internal link "/shows/piecd" leads to no page of the site',
    ]);
    const bio = [
      'See <a href="/artist/ada-quimby">me</a> and <a href="/visit?open-contact-form=true">write</a>.',
    ];
    expect(lines(check({ artists: [{ ...member, bio }, guest] }))).toEqual([
      'app/content/artists/x.ts: ada-quimby: bio[0]: link "/artist/ada-quimby" leads to no page of the site',
    ]);
  });
});

describe("leadsToAPage", () => {
  const names = { shows: new Set(["pieced"]), artists: new Set(["ada-quimby"]) };

  it.each(["/", "/events", "/visit?open-contact-form=true", "/about#history", "/shows/"])(
    "finds the fixed page %s",
    (href) => expect(leadsToAPage(href, names)).toBe(true),
  );
  it.each(["/shows/pieced", "/artists/ada-quimby/", "/shows/pieced?x=1"])(
    "finds the named page %s",
    (href) => expect(leadsToAPage(href, names)).toBe(true),
  );
  it.each([
    "/shows/thaw",
    "/artists/pieced",
    "/artist/ada-quimby",
    "/shows/pieced/more",
    "//example.com",
    "https://example.com/shows",
  ])("finds no page at %s", (href) => expect(leadsToAPage(href, names)).toBe(false));
});
