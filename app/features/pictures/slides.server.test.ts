import { describe, expect, it, vi } from "vitest";
import { slides } from "./slides.server.ts";

// The site serves its own images unless IMAGES_BASE_URL says otherwise; test that default.
vi.mock("../../runtime/config.server.ts", () => ({ config: { IMAGES_BASE_URL: "" } }));

describe("slides", () => {
  it("captions a slide with its HTML and describes the picture in plain text", () => {
    expect(slides("shows", [{ src: "a/01.jpg", text: "<em>Signal</em>, neon" }], "Show")).toEqual([
      {
        picture: { src: "/images/shows/a/01.jpg", alt: "Signal, neon" },
        caption: "<em>Signal</em>, neon",
      },
    ]);
  });

  it("names an uncaptioned picture by its subject and place", () => {
    const [, second] = slides("shows", [{ src: "a/01.jpg" }, { src: "a/02.jpg" }], "After Dark");
    expect(second).toEqual({
      picture: { src: "/images/shows/a/02.jpg", alt: "After Dark, picture 2" },
    });
  });
});
