import { describe, expect, it } from "vitest";
import { imageUrl } from "./image-url.ts";

describe("imageUrl", () => {
  it("is site-relative when no images host is set", () => {
    expect(imageUrl("", "shows", "after-dark/featured.jpg")).toBe(
      "/images/shows/after-dark/featured.jpg",
    );
  });

  it("uses the images host, with or without a trailing slash", () => {
    expect(imageUrl("https://img.example.org/", "artists", "a.jpg")).toBe(
      "https://img.example.org/images/artists/a.jpg",
    );
  });

  it("escapes characters that are not safe in a path", () => {
    expect(imageUrl("", "events", "poetry night#1.jpg")).toBe(
      "/images/events/poetry%20night%231.jpg",
    );
  });
});
