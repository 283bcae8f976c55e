// The site refuses content with a problem, naming the file, the entry and the field.
import { describe, expect, it } from "vitest";
import { artistSchema } from "./schema.ts";
import { readEntries } from "./validate.ts";

const artist = (fields: string) =>
  `---\nparamName: ada-quimby\nname: Ada Quimby\n${fields}instagram:\n  handle: ada\n  link: https://www.instagram.com/ada\nimages: []\n---\nQuilts.\n`;

describe("readEntries", () => {
  it("gives the checked entries of the files", () => {
    const [entry] = readEntries(
      "artists",
      { "./artists/ada-quimby.md": artist("website: https://ada.example.com\n") },
      artistSchema,
    );
    expect(entry).toMatchObject({ paramName: "ada-quimby", bio: ["Quilts."] });
  });

  it("throws naming the file, the entry and the field of every problem", () => {
    const texts = {
      "./artists/ada-quimby.md": artist("website: not-an-address\n"),
      "./artists/broken.md": "no front matter",
    };
    expect(() => readEntries("artists", texts, artistSchema)).toThrow(
      [
        'content: app/content/artists/ada-quimby.md: ada-quimby: website: "not-an-address" is not an https address',
        "app/content/artists/broken.md: (file): (file): has no front matter (a first line ---)",
      ].join("\n"),
    );
  });

  it("refuses a file whose name is not a slug (issue 31)", () => {
    const texts = { './artists/ada?x=1#"top".md': artist("website: https://ada.example.com\n") };
    expect(() => readEntries("artists", texts, artistSchema)).toThrow(
      'content: app/content/artists: (file): (name): the file name "ada?x=1#\\"top\\".md" is refused',
    );
  });
});
