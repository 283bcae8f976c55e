import { describe, expect, it } from "vitest";
import {
  fileNameProblem,
  MEDIA_EXTENSIONS,
  mediaPathProblem,
  PICTURE_EXTENSIONS,
  suggestedName,
} from "./file-names.ts";

describe("file names (issue 31)", () => {
  it("take slugs with one allowed extension", () => {
    for (const name of ["01.jpg", "maple-study.jpeg", "a1-b2.png", "x.webp"]) {
      expect(fileNameProblem(name, PICTURE_EXTENSIONS), name).toBeNull();
    }
  });

  it("refuse anything else, naming the file on one line and suggesting a slug", () => {
    const refused = [
      "a?b.jpg",
      "a#b.jpg",
      "a&b.jpg",
      'a"b.jpg',
      "a\nb.jpg",
      "a b.jpg",
      "Upper.jpg",
      "x.JPG",
      "x.jpg.png.exe",
      "x.svg",
      ".jpg",
      "noextension",
      "-lead.jpg",
      "double--hyphen.jpg",
      "é.jpg",
    ];
    for (const name of refused) {
      const problem = fileNameProblem(name, PICTURE_EXTENSIONS);
      expect(problem, name).toMatch(/^the file name ".*" is refused: /);
      expect(problem, name).not.toContain("\n");
    }
    expect(suggestedName('IMG 1234 (2)?#&".JPG', PICTURE_EXTENSIONS)).toBe("img-1234-2.jpg");
  });

  it("keep a path inside its folder", () => {
    expect(mediaPathProblem("maple/01.jpg", PICTURE_EXTENSIONS)).toBeNull();
    expect(mediaPathProblem("a/b/clip.mp4", MEDIA_EXTENSIONS)).toBeNull();
    for (const src of ["../x.jpg", "a/../../x.jpg", "./x.jpg", "a/./x.jpg"]) {
      expect(mediaPathProblem(src, PICTURE_EXTENSIONS), src).toMatch(/climbs out of its folder/);
    }
    for (const src of ["/etc/x.jpg", "a\\..\\x.jpg", "C:\\x.jpg"]) {
      expect(mediaPathProblem(src, PICTURE_EXTENSIONS), src).toMatch(/must be a path inside/);
    }
    for (const src of ["a//x.jpg", "A/x.jpg", "a b/x.jpg", "%2e%2e/x.jpg", "..%2f/x.jpg"]) {
      expect(mediaPathProblem(src, PICTURE_EXTENSIONS), src).toMatch(/the folder name/);
    }
  });
});
