import { describe, expect, it, vi } from "vitest";
import type { CaptionedImage } from "../../content/schema.ts";
import { picture } from "./pictures.server.ts";

// The site serves its own images unless IMAGES_BASE_URL says otherwise; test that default.
vi.mock("../../runtime/config.server.ts", () => ({ config: { IMAGES_BASE_URL: "" } }));

// The image build's manifest, as `npm run images` writes it, knowing one image.
vi.mock("node:fs", () => ({
  readFileSync: () =>
    JSON.stringify({
      version: 1,
      images: {
        "artists/maren-holt/01.jpg": {
          width: 1600,
          height: 1280,
          hash: "h",
          widths: [480, 960, 1600],
        },
      },
    }),
}));

describe("picture", () => {
  it("takes only the placement from a whole content image, never its relative src", () => {
    const image: CaptionedImage = {
      src: "maren-holt/01.jpg",
      text: "x",
      scale: 1.4,
      position: "50% 30%",
    };
    const described = picture("artists", image.src, "Mud Season", image);
    expect(described).toMatchObject({
      src: "/images/artists/maren-holt/01.jpg",
      alt: "Mud Season",
      scale: 1.4,
      position: "50% 30%",
    });
    expect(described).not.toHaveProperty("text");
  });

  it("adds the intrinsic size and the variants the image build recorded", () => {
    expect(picture("artists", "maren-holt/01.jpg", "Mud Season")).toEqual({
      src: "/images/artists/maren-holt/01.jpg",
      alt: "Mud Season",
      width: 1600,
      height: 1280,
      sources: [
        {
          type: "image/avif",
          srcSet:
            "/images/artists/maren-holt/01.480w.avif 480w, /images/artists/maren-holt/01.960w.avif 960w, /images/artists/maren-holt/01.1600w.avif 1600w",
        },
        {
          type: "image/webp",
          srcSet:
            "/images/artists/maren-holt/01.480w.webp 480w, /images/artists/maren-holt/01.960w.webp 960w, /images/artists/maren-holt/01.1600w.webp 1600w",
        },
      ],
      srcSet:
        "/images/artists/maren-holt/01.480w.jpg 480w, /images/artists/maren-holt/01.960w.jpg 960w, /images/artists/maren-holt/01.1600w.jpg 1600w",
    });
  });

  it("leaves out placement fields the image does not have, and sizes it does not know", () => {
    expect(picture("gallery", "history/01.jpg", "")).toEqual({
      src: "/images/gallery/history/01.jpg",
      alt: "",
    });
  });
});
