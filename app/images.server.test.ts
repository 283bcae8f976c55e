import { describe, expect, it } from "vitest";
import { picture } from "./images.server.ts";

describe("picture", () => {
  it("builds the address from kind and file, with the placement", () => {
    expect(picture("events", "talk.jpg", "A talk", { scale: 1.2, position: "top" })).toEqual({
      src: "/images/events/talk.jpg",
      alt: "A talk",
      scale: 1.2,
      position: "top",
    });
  });

  it("takes only the placement from a whole content image", () => {
    const image = { src: "talk.jpg", directory: "shows", text: "Caption", scale: 2 };
    expect(picture("shows", image.src, "A talk", image)).toEqual({
      src: "/images/shows/talk.jpg",
      alt: "A talk",
      scale: 2,
    });
  });
});
