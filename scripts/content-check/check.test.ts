import { describe, expect, it } from "vitest";
import { parseContentFile } from "../../app/content/content-file.ts";
import { gallery } from "../../app/content/gallery.ts";
import { type ContentInput, checkContent } from "./check.ts";
import { check, groupShow, guest, lines, member, soloShow } from "./fixtures.ts";

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
      'app/content/artists/x.ts: dev-raman: images[0].src: the file name "01.gif" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp); rename it, e.g. "01.jpg"',
    ]);
  });

  it("reports a file that cannot be read, with why", () => {
    const broken = "---\nname: pieced\nnumber: [54.1\n---\nNine quilts.\n";
    const input: ContentInput = {
      shows: [parseContentFile("shows", "app/content/shows/2023-05-pieced.md", broken)],
      artists: [{ file: "app/content/artists/x.ts", entries: [{ ...member, bio: [] }] }],
      events: [],
      gallery: { file: "app/content/gallery.json", entries: [gallery] },
      imageExists: () => true,
      videoExists: () => true,
    };
    const [line, ...others] = lines(checkContent(input));
    expect(others).toEqual([]);
    expect(line).toMatch(/^app\/content\/shows\/2023-05-pieced\.md: \(file\): number: line 3: /);
  });

  it("counts an invalid entry's name for links to it, which its own errors cover", () => {
    const errors = check({ shows: [groupShow, { ...soloShow, displayName: "" }] });
    expect(lines(errors)).toEqual([
      "app/content/shows/x.ts: pieced: displayName: Too small: expected string to have >=1 characters",
    ]);
    // Without the show at all, the links to it lead nowhere.
    expect(lines(check({ shows: [groupShow] }))).toContain(
      'app/content/events/2023.ts: 2023-05-05T16:00 Opening Reception: Pieced: link.url: internal link "/shows/pieced" leads to no page of the site',
    );
  });
});
