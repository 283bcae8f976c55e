// The one write check: every refusal, for every kind of change a member's editor makes.
import { describe, expect, it } from "vitest";
import { BOMB_EVENT, JPEG_BYTES, eventText } from "../../../tests/support/hostile-content.ts";
import type { FileChange } from "./content-change.ts";
import { describeRefusal, writeRefusals } from "./write-check.ts";

const text = (value: string) => new TextEncoder().encode(value);
const write = (path: string, bytes: Uint8Array): FileChange => ({ kind: "write", path, bytes });
const remove = (path: string): FileChange => ({ kind: "delete", path });
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const WEBP = text("RIFF\0\0\0\0WEBPVP8 ");
const said = (changes: FileChange[]) => writeRefusals(changes).map(describeRefusal);

describe("the one write check", () => {
  it("takes an entry, its pictures by name and bytes, a move, and removing entries and media", () => {
    expect(
      writeRefusals([
        write("app/content/events/2026-12-04-new.md", text(eventText("New"))),
        write("media/events/new.jpg", JPEG_BYTES),
        write("media/events/img_1234.jpg", JPEG_BYTES),
        write("media/shows/small-works/02.png", PNG),
        write("media/gallery/history/front-door.webp", WEBP),
        remove("app/content/events/Old Name.md"),
        remove("media/events/IMG_1.JPG"),
        remove("media/shows/x/clip.mp4"),
      ]),
    ).toEqual([]);
  });

  it.each([
    [
      "a show written as a picture",
      write("app/content/shows/x.md", JPEG_BYTES),
      /shows\/x\.md: \(file\): is not text/,
    ],
    [
      "gallery.json written with any bytes",
      write("app/content/gallery.json", text("{}")),
      /gallery\.json: name: /,
    ],
    [
      "gallery.json as not JSON",
      write("app/content/gallery.json", text("{")),
      /gallery\.json: \(file\): not JSON/,
    ],
    [
      "an entry not UTF-8",
      write("app/content/events/x.md", Uint8Array.from([0xff, 0xfe])),
      /x\.md: \(file\): is not text/,
    ],
    [
      "an entry missing a field",
      write("app/content/events/x.md", text("---\ntitle: X\n---\n")),
      /x\.md: date: /,
    ],
    [
      "a YAML alias bomb",
      write("app/content/events/x.md", text(BOMB_EVENT)),
      /x\.md: c: repeats a value through YAML aliases/,
    ],
    [
      "a picture that is text",
      write("media/events/x.jpg", text("---\ntitle: x\n---\n")),
      /x\.jpg: picture: the file is not a JPEG picture/,
    ],
    [
      "a PNG named .jpg",
      write("media/events/x.jpg", PNG),
      /x\.jpg: picture: the file holds a PNG picture but is named as a JPEG: name it \.png/,
    ],
    [
      "a video",
      write("media/events/clip.mp4", JPEG_BYTES),
      /clip\.mp4: picture: the editor adds only pictures \(JPEG, PNG or WebP\)/,
    ],
    [
      "a GIF",
      write("media/events/x.gif", text("GIF89a")),
      /x\.gif: picture: the editor adds only pictures/,
    ],
    [
      "a camera's name",
      write("media/events/IMG_1234.JPG", JPEG_BYTES),
      /IMG_1234\.JPG: file name: .*rename it, e\.g\. "img-1234\.jpg"/,
    ],
    [
      "a name with a glob's ? and #",
      write("media/events/a?b#c.jpg", JPEG_BYTES),
      /file name: .*rename it, e\.g\. "a-b-c\.jpg"/,
    ],
    [
      "a folder not a slug",
      write("media/shows/Small Works/a.jpg", JPEG_BYTES),
      /file name: the folder name "Small Works" in .* is refused/,
    ],
    [
      "an entry's name not a slug",
      write("app/content/events/New Event.md", text(eventText("X"))),
      /file name: .*"new-event\.md"/,
    ],
    ["a line break in a name", write("media/events/a\nb.jpg", JPEG_BYTES), /file name: /],
  ])("refuses %s, naming the file and field", (_, change, words) => {
    const refusals = writeRefusals([change]);
    expect(refusals.map((refusal) => refusal.forbidden)).toEqual([false]);
    expect(refusals.map(describeRefusal).join(" ")).toMatch(words);
  });

  it.each([
    [
      "removing gallery.json",
      remove("app/content/gallery.json"),
      /gallery\.json: \(file\): the site cannot run without it/,
    ],
    [
      "removing a collection's index module",
      remove("app/content/shows.ts"),
      /shows\.ts is not content/,
    ],
    ["removing code", remove("server/index.ts"), /server\/index\.ts is not content/],
    [
      "writing code as a picture's asset",
      write("server/x.ts", JPEG_BYTES),
      /server\/x\.ts is not content/,
    ],
    ["climbing out", write("media/../package.json", JPEG_BYTES), /"\.\."/],
    ["an SVG", write("media/events/x.svg", text("<svg/>")), /SVG can carry script/],
  ])("forbids %s", (_, change, words) => {
    const refusals = writeRefusals([change]);
    expect(refusals.map((refusal) => refusal.forbidden)).toEqual([true]);
    expect(said([change]).join(" ")).toMatch(words);
  });

  it("names every refused file of a change, not only the first", () => {
    expect(
      said([
        write("app/content/events/a.md", text(BOMB_EVENT)),
        write("media/events/b.jpg", PNG),
        remove("app/content/gallery.json"),
      ]),
    ).toEqual([
      expect.stringMatching(/^app\/content\/events\/a\.md: c: /),
      expect.stringMatching(/^media\/events\/b\.jpg: picture: /),
      expect.stringMatching(/^app\/content\/gallery\.json: \(file\): /),
    ]);
  });
});
