import { describe, expect, it } from "vitest";
import { check, groupShow, guest, lines, member, opening, soloShow } from "./fixtures.ts";
import { checkInlineHtml, isSafeHref } from "./html.ts";

describe("checkInlineHtml", () => {
  it("accepts the allowed inline tags and collects site links", () => {
    const report = checkInlineHtml(
      'See <a href="/shows/tamarack">Tamarack</a>, <em>new</em> <i>and</i> <u>old</u>,<br><strong>free</strong>.',
    );
    expect(report).toEqual({ problems: [], internalLinks: ["/shows/tamarack"] });
  });

  it("rejects tags outside the allow-list", () => {
    expect(checkInlineHtml("<script>alert(1)</script>").problems[0]).toMatch(
      /<script> is not allowed/,
    );
    expect(checkInlineHtml('<img src="x.jpg">').problems[0]).toMatch(/<img> is not allowed/);
  });

  it("rejects attributes other than a link's href", () => {
    expect(checkInlineHtml('<a href="/about" onclick="steal()">us</a>').problems).toEqual([
      '<a> may not have the attribute "onclick"',
    ]);
    expect(checkInlineHtml('<em style="color:red">hi</em>').problems).toEqual([
      '<em> may not have the attribute "style"',
    ]);
  });

  it("rejects unsafe and missing hrefs", () => {
    expect(checkInlineHtml('<a href="javascript:alert(1)">x</a>').problems[0]).toMatch(/not safe/);
    expect(checkInlineHtml('<a href="//evil.example.com">x</a>').problems[0]).toMatch(/not safe/);
    expect(checkInlineHtml("<a>x</a>").problems).toEqual(["<a> needs an href"]);
  });

  it("rejects unclosed, stray and malformed tags", () => {
    expect(checkInlineHtml("<em>never closed").problems).toEqual(["<em> is never closed"]);
    expect(checkInlineHtml("closed</strong>").problems).toEqual([
      "</strong> closes a tag that is not open",
    ]);
    expect(checkInlineHtml("3 < 4").problems[0]).toMatch(/not a well-formed tag/);
  });
});

describe("isSafeHref", () => {
  it.each(["https://example.org/a", "mailto:info@thefrontvt.com", "tel:8025520877", "/visit"])(
    "accepts %s",
    (href) => expect(isSafeHref(href)).toBe(true),
  );
  it.each([
    "http://example.com",
    "HTTP://example.com",
    "javascript:void(0)",
    "data:text/html,x",
    "//example.com",
    "ftp://example.com",
    "shows/x",
  ])("rejects %s", (href) => expect(isSafeHref(href)).toBe(false));
});

describe("inline HTML in the content", () => {
  it("reports unsafe or disallowed inline HTML in descriptions, bios and captions", () => {
    const description = ['Hello <a href="javascript:alert(1)">there</a>'];
    expect(lines(check({ shows: [{ ...groupShow, description }, soloShow] }))).toEqual([
      'app/content/shows/x.ts: thaw: description[0]: href "javascript:alert(1)" is not safe (use https, mailto, tel or a site path)',
    ]);
    const bio = ['See <a href="http://adaquimby.example.com">my site</a>.'];
    expect(lines(check({ artists: [{ ...member, bio }, guest] }))).toEqual([
      'app/content/artists/x.ts: ada-quimby: bio[0]: href "http://adaquimby.example.com" is not safe (use https, mailto, tel or a site path)',
    ]);
    const images = [{ src: "ada-quimby/01.jpg", text: "<b>Bold</b> claim" }];
    expect(lines(check({ artists: [{ ...member, images }, guest] }))).toContain(
      "app/content/artists/x.ts: ada-quimby: images[0].text: <b> is not allowed (allowed: a, em, i, u, strong, br)",
    );
    const eventText = { ...opening, description: ["<div>Block</div>"] };
    expect(lines(check({ events: [eventText] }))).toEqual([
      "app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: description[0]: <div> is not allowed (allowed: a, em, i, u, strong, br)",
    ]);
  });
});
