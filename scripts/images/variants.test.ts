import { describe, expect, it } from "vitest";
import { socialCardKeys } from "./variants.ts";

describe("socialCardKeys", () => {
  it("names each show's featured picture, each work's and each artist's first picture", () => {
    const keys = socialCardKeys({
      shows: [
        {
          featuredImage: { src: "after-dark/featured.jpg" },
          works: [
            {
              id: "night-bus",
              title: "Night Bus",
              artist: "maren-holt",
              year: 2025,
              medium: "oil on panel",
              dimensions: "12 x 16 in",
              price: 900,
              availability: "available",
              image: "after-dark/01.jpg",
            },
          ],
        },
      ],
      artists: [
        { images: [{ src: "maren-holt/01.jpg" }, { src: "maren-holt/02.jpg" }] },
        { images: [] },
      ],
    });
    expect([...keys]).toEqual([
      "shows/after-dark/featured.jpg",
      "shows/after-dark/01.jpg",
      "artists/maren-holt/01.jpg",
    ]);
  });
});
