import { describe, expect, it } from "vitest";
import { ContentRefused, checkedChange } from "./content-change.ts";
import { pathRefusal } from "./write-check.ts";
import { JPEG_BYTES, eventText } from "../../../tests/support/hostile-content.ts";

const member = { name: "Ada Member", email: "ada@example.org" };
const write = (path: string) => ({
  kind: "write" as const,
  path,
  bytes: path.startsWith("media/") ? JPEG_BYTES : new TextEncoder().encode(eventText("A")),
});

describe("what a member's Publish may change", () => {
  it.each([
    "app/content/events/2026-12-04-opening.md",
    "app/content/shows/2026-12-small-works.md",
    "app/content/artists/ada.md",
    "app/content/gallery.json",
    "media/events/opening.jpg",
    "media/shows/small-works/first.PNG",
  ])("takes content: %s", (path) => {
    expect(pathRefusal(path)).toBeNull();
  });

  it.each([
    ["package.json", "not content"],
    ["server/x.ts", "not content"],
    ["app/routes/home.tsx", "not content"],
    ["app/content/events/../../../package.json", '".."'],
    ["media/../server/index.ts", '".."'],
    ["/etc/passwd", "from the root"],
    ["media/events/drawing.svg", "SVG"],
    ["media\\events\\a.jpg", "backslash"],
    ["media//a.jpg", "empty folder"],
    ["", "not a file's path"],
  ])("refuses %s, saying why", (path, why) => {
    expect(pathRefusal(path)).toContain(why);
  });

  it("refuses a whole change when one path is not content, naming it", () => {
    const change = {
      changes: [write("app/content/events/a.md"), write("package.json")],
      author: member,
      message: "Add an event",
    };
    expect(() => checkedChange(change)).toThrow(ContentRefused);
    expect(() => checkedChange(change)).toThrow(/package\.json is not content/);
  });

  it("writes the author as git can: no brackets or line breaks in the header", () => {
    const checked = checkedChange({
      changes: [write("app/content/events/a.md")],
      author: { name: "Ada <x>\nMember", email: "ada@example.org" },
      message: "  ",
    });
    expect(checked.author).toEqual({ name: "Ada xMember", email: "ada@example.org" });
    expect(checked.message).toBe("Content");
  });

  it("refuses a change with no author's address, or nothing in it", () => {
    const empty = { changes: [], author: member, message: "m" };
    expect(() => checkedChange(empty)).toThrow(/Nothing to publish/);
    const nobody = {
      changes: [write("media/a.jpg")],
      author: { name: "A", email: "" },
      message: "",
    };
    expect(() => checkedChange(nobody)).toThrow(/no e-mail/);
  });
});
