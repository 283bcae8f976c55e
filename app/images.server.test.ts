import { describe, expect, it, vi } from "vitest";
import type { CaptionedImage } from "./content/schema.ts";
import { picture } from "./images.server.ts";

// The site serves its own images unless IMAGES_BASE_URL says otherwise; test that default.
vi.mock("./config.server.ts", () => ({ config: { IMAGES_BASE_URL: "" } }));

describe("picture", () => {
  it("takes only the placement from a whole content image, never its relative src", () => {
    const image: CaptionedImage = {
      src: "maren-holt/01.jpg",
      text: "x",
      scale: 1.4,
      position: "50% 30%",
    };
    expect(picture("artists", image.src, "Mud Season", image)).toEqual({
      src: "/images/artists/maren-holt/01.jpg",
      alt: "Mud Season",
      scale: 1.4,
      position: "50% 30%",
    });
  });

  it("leaves out placement fields the image does not have", () => {
    expect(picture("gallery", "history/01.jpg", "")).toEqual({
      src: "/images/gallery/history/01.jpg",
      alt: "",
    });
  });
});
