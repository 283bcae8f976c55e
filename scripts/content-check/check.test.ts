import { describe, expect, it } from "vitest";
import {
  type ContentError,
  type ContentInput,
  checkContent,
  checkListed,
  formatError,
  showLabel,
} from "./check.ts";
import type { Artist, GalleryEvent, Show } from "../../app/content/schema.ts";

// A small content set that passes; each test breaks one thing in it.
const member: Artist = {
  paramName: "ada-quimby",
  name: "Ada Quimby",
  website: "https://adaquimby.example.com",
  instagram: { handle: "ada", link: "https://www.instagram.com/ada" },
  images: [{ src: "ada-quimby/01.jpg", text: "<em>Drunkard's Path</em>, cotton quilt, 2023" }],
  bio: ['Quilts from <a href="/shows/pieced">old shirts</a>.'],
};
const guest: Artist = { ...member, paramName: "dev-raman", name: "Dev Raman", isNotMember: true };
const groupShow: Show = {
  name: "thaw",
  number: 54,
  displayName: "Thaw",
  startDate: "2023-04-07",
  endDate: "2023-04-30",
  featuredImage: { src: "thaw/featured.jpg" },
  description: ['With work by <a href="/artists/ada-quimby">Ada Quimby</a>.'],
  images: [{ src: "thaw/01.jpg", text: "Ada Quimby, <em>Thaw</em>", artist: "ada-quimby" }],
  videos: [],
};
const soloShow: Show = {
  name: "pieced",
  number: 54.1,
  displayName: "Pieced",
  superDisplayName: "Ada Quimby",
  artistParamName: "ada-quimby",
  startDate: "2023-05-05",
  endDate: "2023-05-31",
  featuredImage: { src: "pieced/featured.jpg", text: "<em>Pieced</em>" },
  description: ["Nine quilts."],
  images: [{ src: "pieced/01.jpg" }],
  videos: [{ src: "https://www.youtube.com/embed/abc123", type: "YouTube", text: "Quilting" }],
};
const opening: GalleryEvent = {
  title: "Opening Reception: Pieced",
  date: "2023-05-05T16:00",
  description: ["Meet the artist."],
  image: { src: "pieced/featured.jpg", directory: "shows" },
  link: { type: "internal", text: "About the show", url: "/shows/pieced" },
};

interface Overrides {
  shows?: unknown[];
  artists?: unknown[];
  events?: unknown[];
  missing?: string[];
}

function check({
  shows = [groupShow, soloShow],
  artists = [member, guest],
  events = [opening],
  missing = [],
}: Overrides = {}): ContentError[] {
  const input: ContentInput = {
    shows: [{ file: "app/content/shows/x.ts", entries: shows }],
    artists: [{ file: "app/content/artists/x.ts", entries: artists }],
    events: [{ file: "app/content/events/2023.ts", entries: events }],
    imageExists: (kind, file) => !missing.includes(`${kind}/${file}`),
    videoExists: (kind, file) => !missing.includes(`${kind}/${file}`),
  };
  return checkContent(input);
}

/** The errors as "file: entry: field: message" lines, which is what a volunteer reads. */
const lines = (errors: ContentError[]) => errors.map(formatError);

describe("checkContent", () => {
  it("passes good content", () => {
    expect(check()).toEqual([]);
  });

  it("reports schema errors with the file, the entry and the field", () => {
    const errors = check({ shows: [groupShow, { ...soloShow, startDate: "May 5" }] });
    expect(errors).toContainEqual({
      file: "app/content/shows/x.ts",
      entry: "pieced",
      field: "startDate",
      message: "expected YYYY-MM-DD",
    });
    const nested = check({
      artists: [member, { ...guest, images: [{ src: "dev-raman/01.gif" }] }],
    });
    expect(lines(nested)).toEqual([
      "app/content/artists/x.ts: dev-raman: images[0].src: expected an image file name",
    ]);
  });

  it("reports duplicate slugs", () => {
    expect(lines(check({ artists: [member, guest, { ...guest, name: "Another" }] }))).toEqual([
      "app/content/artists/x.ts: dev-raman: paramName: another artist has the same paramName (app/content/artists/x.ts: dev-raman)",
    ]);
    const twice = check({ shows: [groupShow, soloShow, { ...soloShow, number: 55 }] });
    expect(twice).toContainEqual(
      expect.objectContaining({
        entry: "pieced",
        field: "name",
        message: expect.stringMatching(/same name/),
      }),
    );
  });

  it("reports an artistParamName that names no artist, or a former member", () => {
    expect(
      lines(check({ shows: [groupShow, { ...soloShow, artistParamName: "ada-quinby" }] })),
    ).toEqual([
      'app/content/shows/x.ts: pieced: artistParamName: no artist has the paramName "ada-quinby"',
    ]);
    expect(
      lines(check({ shows: [groupShow, { ...soloShow, artistParamName: "dev-raman" }] })),
    ).toEqual(['app/content/shows/x.ts: pieced: artistParamName: "dev-raman" is not a member']);
  });

  it("reports a work credited to an unknown artist", () => {
    const images = [{ src: "thaw/01.jpg", artist: "nobody" }];
    expect(lines(check({ shows: [{ ...groupShow, images }, soloShow] }))).toEqual([
      'app/content/shows/x.ts: thaw: images[0].artist: no artist has the paramName "nobody"',
    ]);
  });

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

  it("reports external links that are not web addresses", () => {
    const link = { type: "external", text: "Fund", url: "javascript:alert(1)" };
    expect(lines(check({ events: [{ ...opening, link }] }))).toEqual([
      'app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: link.url: external link "javascript:alert(1)" is not an http(s) address',
    ]);
  });

  it("reports image and video files that do not exist", () => {
    const videos = [{ src: "pieced/quilting.mp4", type: "File" }];
    const errors = check({
      shows: [groupShow, { ...soloShow, videos }],
      missing: ["shows/thaw/01.jpg", "shows/pieced/quilting.mp4", "artists/ada-quimby/01.jpg"],
    });
    expect(lines(errors)).toEqual([
      'app/content/shows/x.ts: thaw: images[0].src: image "shows/thaw/01.jpg" does not exist',
      'app/content/shows/x.ts: pieced: videos[0].src: video "shows/pieced/quilting.mp4" does not exist',
      'app/content/artists/x.ts: ada-quimby: images[0].src: image "artists/ada-quimby/01.jpg" does not exist',
      'app/content/artists/x.ts: dev-raman: images[0].src: image "artists/ada-quimby/01.jpg" does not exist',
    ]);
    expect(lines(check({ missing: ["shows/pieced/featured.jpg"] }))).toContain(
      'app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: image.src: image "shows/pieced/featured.jpg" does not exist',
    );
  });

  it("reports a YouTube video that is not an embed address", () => {
    const videos = [{ src: "https://www.youtube.com/watch?v=abc123", type: "YouTube" }];
    expect(lines(check({ shows: [groupShow, { ...soloShow, videos }] }))[0]).toMatch(
      /pieced: videos\[0\]\.src: .* is not a YouTube embed address/,
    );
  });

  it("reports show numbers that break the group/solo rule", () => {
    expect(lines(check({ shows: [groupShow, { ...soloShow, number: 54.2 }] }))).toContain(
      "app/content/shows/x.ts: pieced: number: 54.2 is neither a group show (whole number) nor a solo show (group number + .1)",
    );
    const noArtist = { ...soloShow, artistParamName: undefined };
    expect(lines(check({ shows: [groupShow, noArtist] }))).toEqual([
      "app/content/shows/x.ts: pieced: artistParamName: a solo show (number .1) needs its artist's paramName",
    ]);
    expect(
      lines(check({ shows: [{ ...groupShow, artistParamName: "ada-quimby" }, soloShow] })),
    ).toEqual([
      "app/content/shows/x.ts: thaw: artistParamName: a group show (whole number) has no single artist",
    ]);
    const gap = { ...soloShow, number: 55.1 };
    expect(lines(check({ shows: [groupShow, gap] }))).toEqual([
      "app/content/shows/x.ts: pieced: number: expected 54.1 after show 54 (group and solo shows alternate)",
    ]);
  });

  it("reports shows whose dates overlap or run backwards", () => {
    const early = { ...soloShow, startDate: "2023-04-28" };
    expect(lines(check({ shows: [groupShow, early] }))).toEqual([
      'app/content/shows/x.ts: pieced: startDate: overlaps "thaw" (2023-04-07 to 2023-04-30)',
    ]);
    const backwards = { ...soloShow, endDate: "2023-05-01", startDate: "2023-05-05" };
    expect(lines(check({ shows: [groupShow, backwards] }))).toEqual([
      "app/content/shows/x.ts: pieced: endDate: ends (2023-05-01) before it opens (2023-05-05)",
    ]);
    expect(lines(check({ shows: [groupShow, { ...soloShow, endDate: "2023-05-32" }] }))).toEqual([
      "app/content/shows/x.ts: pieced: endDate: 2023-05-32 is not a date on the calendar",
    ]);
  });

  it("reports unsafe or disallowed inline HTML in descriptions, bios and captions", () => {
    const description = ['Hello <a href="javascript:alert(1)">there</a>'];
    expect(lines(check({ shows: [{ ...groupShow, description }, soloShow] }))).toEqual([
      'app/content/shows/x.ts: thaw: description[0]: href "javascript:alert(1)" is not safe (use http(s), mailto, tel or a site path)',
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

describe("checkListed", () => {
  it("reports an entry whose file is not listed in the index, and an index entry from nowhere", () => {
    const stray = { ...soloShow, name: "stray" };
    const files = [{ file: "app/content/shows/2023-05-pieced.ts", entries: [soloShow] }];
    expect(lines(checkListed(files, [stray], "app/content/shows.ts", showLabel))).toEqual([
      "app/content/shows/2023-05-pieced.ts: pieced: (entry): not listed in app/content/shows.ts",
      "app/content/shows.ts: stray: (entry): is not from a file of its folder",
    ]);
    expect(checkListed(files, [soloShow], "app/content/shows.ts", showLabel)).toEqual([]);
  });
});
