import { describe, expect, it } from "vitest";
import {
  type Pin,
  codeChanges,
  describePaths,
  isContentChange,
  pinHolds,
  retryDelayMs,
} from "./update-rules.ts";

const file = (path: string, mode = "100644") => ({ path, mode });

describe("what may go live unattended", () => {
  it("takes entries, the gallery's facts and pictures as content", () => {
    for (const path of [
      "app/content/shows/2025-12-05-small-works.md",
      "app/content/events/2025-12-05-opening.md",
      "app/content/artists/ada-quimby.md",
      "app/content/gallery.json",
      "media/shows/small-works/first-picture.jpg",
      "media/artists/ada-quimby/studio.JPEG",
      "media/shows/small-works/walkthrough.mp4",
    ]) {
      expect(isContentChange(file(path)), path).toBe(true);
    }
    expect(isContentChange(file("app/content/shows/gone.md", "000000"))).toBe(true);
  });

  it("holds back code, settings, and anything that could run or read beyond content", () => {
    for (const path of [
      "package.json",
      "package-lock.json",
      "server/index.ts",
      "app/content/shows.ts",
      "app/content/schema.ts",
      "app/content/shows/helper.ts",
      "app/content/shows/nested/entry.md",
      "media/shows/x/run.sh",
      "media/shows/x/page.svg",
      "scripts/generate-images.ts",
      "deploy/front.ts",
      ".npmrc",
    ]) {
      expect(isContentChange(file(path)), path).toBe(false);
    }
    // A link could name /etc/front/front.env; an executable bit or a submodule is not a picture.
    expect(isContentChange(file("media/shows/x/secret.jpg", "120000"))).toBe(false);
    expect(isContentChange(file("media/shows/x/a.jpg", "100755"))).toBe(false);
    expect(isContentChange(file("app/content/shows/x.md", "160000"))).toBe(false);
  });

  it("lists only the changes that are not content, and names the first few", () => {
    const paths = codeChanges([
      file("app/content/shows/a.md"),
      file("package.json"),
      file("server/index.ts"),
    ]);
    expect(paths).toEqual(["package.json", "server/index.ts"]);
    expect(describePaths(paths)).toBe("package.json, server/index.ts");
    expect(describePaths(["a", "b", "c", "d"], 2)).toBe("a, b and 2 more");
  });
});

describe("trying a failed update again", () => {
  it("waits for the next tick first, then twice as long each time, at most six hours", () => {
    expect(retryDelayMs(1)).toBe(4 * 60_000);
    expect(retryDelayMs(2)).toBe(8 * 60_000);
    expect(retryDelayMs(3)).toBe(16 * 60_000);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});

describe("a rollback that stays", () => {
  const pin: Pin = {
    release: "20261124T153000Z-aaaaaaa",
    commit: "a".repeat(40),
    fromCommit: "b".repeat(40),
    at: "2026-11-24T15:40:00Z",
  };

  it("holds while the branch is at the commit rolled back from, or behind it", () => {
    expect(pinHolds(pin, pin.fromCommit, false)).toBe(true);
    expect(pinHolds(pin, pin.commit, true)).toBe(true);
    expect(pinHolds(pin, "c".repeat(40), true)).toBe(true);
  });

  it("lets go once the branch moves past it, and holds nothing with no rollback", () => {
    expect(pinHolds(pin, "d".repeat(40), false)).toBe(false);
    expect(pinHolds(null, pin.fromCommit, false)).toBe(false);
  });
});
