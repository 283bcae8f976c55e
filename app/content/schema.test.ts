import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { soloShow } from "../../scripts/content-check/fixtures.ts";
import {
  type Artist,
  artistSchema,
  eventSchema,
  type GalleryEvent,
  type Show,
  showSchema,
} from "./schema.ts";
import { fieldName } from "./validate.ts";

// One valid entry of each kind (the solo show is the content check's); each test breaks one thing.
const groupShow: Show = {
  ...soloShow,
  name: "thaw",
  number: 54,
  superDisplayName: undefined,
  artistParamName: undefined,
  works: [],
};
const artist: Artist = {
  paramName: "ada-quimby",
  name: "Ada Quimby",
  website: "https://adaquimby.example.com",
  instagram: { handle: "ada", link: "https://www.instagram.com/ada" },
  images: [],
  videos: [{ src: "ada-quimby/quilting.mp4", type: "File" }],
  bio: ["Quilts."],
};
const opening: GalleryEvent = {
  title: "Opening Reception: Pieced",
  date: "2023-05-05T16:00",
  description: ["Meet the artist."],
  image: { src: "pieced/featured.jpg", directory: "shows" },
  link: { type: "external", text: "Tickets", url: "https://tickets.example.org/pieced" },
};

/** A value's issues as "field: message", the field named as the content check names it. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => `${fieldName(issue.path)}: ${issue.message}`);
}

describe("the content schemas", () => {
  it("accept good entries", () => {
    expect(issues(showSchema, soloShow)).toEqual([]);
    expect(issues(showSchema, groupShow)).toEqual([]);
    expect(issues(artistSchema, artist)).toEqual([]);
    expect(issues(eventSchema, opening)).toEqual([]);
    expect(
      issues(eventSchema, { ...opening, link: { ...opening.link, url: "https://x.org" } }),
    ).toEqual([]);
  });

  it("read a price the editor wrote as text as whole dollars, and nothing else", () => {
    const base = soloShow.works?.[0];
    if (!base) throw new Error("the solo show has a work");
    const priced = (price: unknown) => ({ ...soloShow, works: [{ ...base, price }] });
    expect(showSchema.parse(priced("1500")).works?.[0]?.price).toBe(1500);
    expect(showSchema.parse(priced(1500)).works?.[0]?.price).toBe(1500);
    expect(showSchema.parse(priced("on request")).works?.[0]?.price).toBe("on request");
    for (const price of ["12.50", "$1,200", "0", "01200", " 1500", "on Request"]) {
      expect(issues(showSchema, priced(price)), price).toEqual([
        'works[0].price: expected a price in whole US dollars (e.g. 1200), "on request" or "not for sale"',
      ]);
    }
  });

  it("take pictures named in slugs inside their folder, and only pictures (issue 31)", () => {
    const withPicture = (src: string) => ({ ...groupShow, images: [{ src }] });
    // A phone's photo keeps its "_" (img_1234.jpg): a member on a phone cannot rename it.
    for (const src of [
      "x/01.jpg",
      "x/photo.jpeg",
      "x/01.webp",
      "x/scan-2.png",
      "a/b/c.jpg",
      "x/img_1234.jpg",
    ]) {
      expect(issues(showSchema, withPicture(src)), src).toEqual([]);
    }
    const refused = {
      "x/IMG_1234.JPG":
        'images[0].src: the file name "IMG_1234.JPG" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "img-1234.jpg"',
      "x/my photo.jpg":
        'images[0].src: the file name "my photo.jpg" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "my-photo.jpg"',
      "x/clip.mp4":
        'images[0].src: the file name "clip.mp4" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "clip.jpg"',
      "../../../etc/passwd.jpg":
        'images[0].src: "../../../etc/passwd.jpg" climbs out of its folder: name a file inside it, like "maple-study/01.jpg"',
      "x/../../y.jpg":
        'images[0].src: "x/../../y.jpg" climbs out of its folder: name a file inside it, like "maple-study/01.jpg"',
      "/etc/x.jpg":
        'images[0].src: "/etc/x.jpg" must be a path inside its folder, like "maple-study/01.jpg" (no leading "/", no "\\")',
      "x\\..\\y.jpg":
        'images[0].src: "x\\\\..\\\\y.jpg" must be a path inside its folder, like "maple-study/01.jpg" (no leading "/", no "\\")',
      "My Show/01.jpg":
        'images[0].src: the folder name "My Show" in "My Show/01.jpg" is refused: folder names may hold only lowercase letters, digits and hyphens',
      'x/a?b#c&d".jpg':
        'images[0].src: the file name "a?b#c&d\\".jpg" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "a-b-c-d.jpg"',
      "x/new\nline.jpg":
        'images[0].src: the file name "new\\nline.jpg" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "new-line.jpg"',
    };
    for (const [src, issue] of Object.entries(refused)) {
      expect(issues(showSchema, withPicture(src)), src).toEqual([issue]);
    }
  });

  it("keep a file video inside its folder, and let a full address be", () => {
    const withVideo = (src: string) => ({
      ...groupShow,
      videos: [{ src, type: "File" as const }],
    });
    expect(issues(showSchema, withVideo("x/clip.mp4"))).toEqual([]);
    expect(issues(showSchema, withVideo("https://video.example.org/clip.mp4"))).toEqual([]);
    expect(issues(showSchema, withVideo("../x/clip.mp4"))).toEqual([
      'videos[0].src: "../x/clip.mp4" climbs out of its folder: name a file inside it, like "maple-study/01.jpg"',
    ]);
  });

  it("want dates that are on the calendar", () => {
    expect(issues(showSchema, { ...soloShow, startDate: "May 5" })).toEqual([
      "startDate: expected YYYY-MM-DD",
    ]);
    expect(issues(showSchema, { ...soloShow, endDate: "2023-05-32" })).toEqual([
      "endDate: 2023-05-32 is not a date on the calendar",
    ]);
    expect(issues(showSchema, { ...soloShow, endDate: "2023-02-29" })).toContain(
      "endDate: 2023-02-29 is not a date on the calendar",
    );
    expect(
      issues(showSchema, { ...soloShow, startDate: "2024-02-29", endDate: "2024-03-01" }),
    ).toEqual([]);
  });

  it("want wall-clock times that are on the calendar", () => {
    expect(issues(eventSchema, { ...opening, date: "2023-05-05 16:00" })).toEqual([
      "date: expected YYYY-MM-DDTHH:mm",
    ]);
    expect(issues(eventSchema, { ...opening, date: "2023-05-05T24:00" })).toEqual([
      "date: 2023-05-05T24:00 is not a time on the calendar",
    ]);
    expect(issues(eventSchema, { ...opening, date: "2023-04-31T16:00" })).toEqual([
      "date: 2023-04-31T16:00 is not a time on the calendar",
    ]);
  });

  it("want a show to end on or after the day it opens", () => {
    const backwards = { ...soloShow, endDate: "2023-05-01", startDate: "2023-05-05" };
    expect(issues(showSchema, backwards)).toEqual([
      "endDate: ends (2023-05-01) before it opens (2023-05-05)",
    ]);
    expect(issues(showSchema, { ...soloShow, endDate: "2023-05-05" })).toEqual([]);
  });

  it("want show numbers that follow the group/solo rule", () => {
    expect(issues(showSchema, { ...soloShow, number: 54.2 })).toContain(
      "number: 54.2 is neither a group show (whole number) nor a solo show (group number + .1)",
    );
    // Whether a show's number and its artist agree is the content check's to see.
    expect(issues(showSchema, { ...soloShow, number: 55 })).toEqual([]);
  });

  it("want a YouTube video's embed address", () => {
    const videos = [{ src: "https://www.youtube.com/watch?v=abc123", type: "YouTube" }];
    expect(issues(showSchema, { ...soloShow, videos })[0]).toMatch(
      /^videos\[0\]\.src: .* is not a YouTube embed address/,
    );
    const noCookie = [{ src: "https://www.youtube-nocookie.com/embed/abc-1_2", type: "YouTube" }];
    expect(issues(artistSchema, { ...artist, videos: noCookie })).toEqual([]);
  });

  it("want web addresses that are https", () => {
    const link = { type: "external", text: "Fund", url: "javascript:alert(1)" };
    expect(issues(eventSchema, { ...opening, link })).toEqual([
      'link.url: external link "javascript:alert(1)" is not an https address',
    ]);
    expect(issues(artistSchema, { ...artist, website: "ftp://ada.example.com" })).toEqual([
      'website: "ftp://ada.example.com" is not an https address',
    ]);
    const instagram = { handle: "ada", link: "instagram.com/ada" };
    expect(issues(artistSchema, { ...artist, instagram })).toEqual([
      'instagram.link: "instagram.com/ada" is not an https address',
    ]);
    expect(issues(artistSchema, { ...artist, website: "http://ada.example.com" })).toEqual([
      'website: "http://ada.example.com" is not an https address',
    ]);
    // An internal link is a site path; whether it leads to a page is the content check's.
    const internal = { type: "internal", text: "About", url: "/shows/pieced" };
    expect(issues(eventSchema, { ...opening, link: internal })).toEqual([]);
  });
});
