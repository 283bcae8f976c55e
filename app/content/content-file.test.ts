// A content file (front matter + Markdown body) becomes the entry its kind's schema checks.
import { describe, expect, it } from "vitest";
import { parseContentFile, splitFrontMatter } from "./content-file.ts";
import { showSchema } from "./schema.ts";

const show = `---
name: hard-edges
number: 55.1
displayName: Hard Edges
startDate: 2023-07-07
featuredImage:
  src: hard-edges/featured.jpg
  text: "*Set Square*, acrylic"
descriptionBold:
  - "**July 7 - 31, 2023**"
images:
  - src: hard-edges/01.jpg
    text: "*Hinge*, 2023"
  - src: hard-edges/02.jpg
videos: []
---
Flat fields of **colour**.

See [the artist](/artists/oren-blackwood).
`;

describe("parseContentFile", () => {
  it("reads the front matter as fields, dates as text, and the body as the description", () => {
    const { entries } = parseContentFile("shows", "app/content/shows/x.md", show);
    expect(entries).toHaveLength(1);
    const entry = showSchema.parse(entries?.[0]);
    expect(entry).toMatchObject({
      name: "hard-edges",
      number: 55.1,
      startDate: "2023-07-07",
      featuredImage: { src: "hard-edges/featured.jpg", text: "<em>Set Square</em>, acrylic" },
      descriptionBold: ["<strong>July 7 - 31, 2023</strong>"],
      images: [
        { src: "hard-edges/01.jpg", text: "<em>Hinge</em>, 2023" },
        { src: "hard-edges/02.jpg" },
      ],
      description: [
        "Flat fields of <strong>colour</strong>.",
        'See <a href="/artists/oren-blackwood">the artist</a>.',
      ],
    });
  });

  it("puts an artist's body in bio and an event's in description", () => {
    const artist = parseContentFile("artists", "a.md", "---\nname: Ada\n---\nQuilts.\n");
    expect(artist.entries).toEqual([{ name: "Ada", bio: ["Quilts."] }]);
    const event = parseContentFile("events", "e.md", "---\ntitle: Talk\n---\n");
    expect(event.entries).toEqual([{ title: "Talk", description: [] }]);
  });

  it("says why a file cannot be read, never throwing", () => {
    expect(parseContentFile("shows", "x.md", "name: x\n")).toMatchObject({
      entries: null,
      problem: "has no front matter (a first line ---)",
    });
    const broken = parseContentFile("shows", "x.md", "---\nname: [x\n---\n");
    expect(broken.entries).toBeNull();
    expect(broken).toMatchObject({ field: "name", problem: expect.stringMatching(/^line 2: /) });
    expect(parseContentFile("shows", "x.md", "---\n- a list\n---\n").problem).toBe(
      "front matter is not a list of `field: value` lines",
    );
  });

  it("leaves a caption that is not text for the schema to refuse", () => {
    const { entries } = parseContentFile("shows", "x.md", "---\nimages:\n  - text: 3\n---\n");
    expect(entries).toEqual([{ images: [{ text: 3 }], description: [] }]);
  });
});

describe("splitFrontMatter", () => {
  it("splits at the --- lines, with Windows line ends or an empty front matter", () => {
    expect(splitFrontMatter("---\r\na: 1\r\n---\r\nbody")).toEqual({ yaml: "a: 1", body: "body" });
    expect(splitFrontMatter("---\n---\n")).toEqual({ yaml: "", body: "" });
    expect(splitFrontMatter("no front matter")).toBeNull();
  });
});
