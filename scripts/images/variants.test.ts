import { describe, expect, it } from "vitest";
import { socialCardKeys } from "./variants.ts";

describe("socialCardKeys", () => {
  it("names each show's featured picture and each artist's first picture", () => {
    const keys = socialCardKeys({
      shows: [{ featuredImage: { src: "after-dark/featured.jpg" } }],
      artists: [
        { images: [{ src: "maren-holt/01.jpg" }, { src: "maren-holt/02.jpg" }] },
        { images: [] },
      ],
    });
    expect([...keys]).toEqual(["shows/after-dark/featured.jpg", "artists/maren-holt/01.jpg"]);
  });
});
