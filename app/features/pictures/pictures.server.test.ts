import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CaptionedImage } from "../../content/schema.ts";
import { createPictures } from "./pictures.server.ts";
import { parseImageManifest, readImageManifest } from "./manifest.server.ts";

// The image build's manifest, as `npm run images` writes it, knowing one image; the site
// serves its own images (no IMAGES_BASE_URL).
const { picture, socialCard } = createPictures({
  imagesBaseUrl: "",
  manifest: parseImageManifest(
    JSON.stringify({
      version: 1,
      images: {
        "artists/maren-holt/01.jpg": {
          width: 1600,
          height: 1280,
          hash: "h",
          widths: [480, 960, 1600],
          socialCard: true,
        },
        "artists/maren-holt/02.jpg": { width: 800, height: 600, hash: "i", widths: [480, 800] },
      },
    }),
  ),
});

describe("socialCard", () => {
  it("gives the 1200x630 card the build cut, and none where it cut none", () => {
    expect(socialCard("artists", "maren-holt/01.jpg")).toEqual({
      src: "/images/artists/maren-holt/01.og.jpg",
      width: 1200,
      height: 630,
    });
    expect(socialCard("artists", "maren-holt/02.jpg")).toBeUndefined();
  });
});

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
      variants: { stem: "/images/artists/maren-holt/01", widths: [480, 960, 1600] },
      large: { src: "/images/artists/maren-holt/01.1600w.jpg", width: 1600, height: 1280 },
    });
  });

  it("leaves out placement fields the image does not have, and sizes it does not know", () => {
    expect(picture("gallery", "history/01.jpg", "")).toEqual({
      src: "/images/gallery/history/01.jpg",
      alt: "",
    });
  });
});

describe("readImageManifest", () => {
  it("reads the first manifest that exists, and none when there is none", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "front-manifest-"));
    const file = path.join(folder, "manifest.json");
    writeFileSync(file, JSON.stringify({ version: 1, images: {} }));
    expect(readImageManifest([path.join(folder, "missing.json"), file])).toEqual({
      version: 1,
      images: {},
    });
    expect(readImageManifest([path.join(folder, "missing.json")])).toBeUndefined();
  });

  it("refuses a manifest of another shape instead of drawing wrong sizes", () => {
    expect(() => parseImageManifest(JSON.stringify({ version: 2, images: {} }))).toThrow();
  });
});

describe("slides", () => {
  const { slides } = createPictures({ imagesBaseUrl: "", manifest: undefined });

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

describe("on another images host", () => {
  const pictures = createPictures({ imagesBaseUrl: "https://img.example", manifest: undefined });

  it("addresses pictures and file videos there", () => {
    expect(pictures.picture("events", "a.jpg", "").src).toBe(
      "https://img.example/images/events/a.jpg",
    );
    expect(pictures.videos("shows", [{ src: "a/clip.mp4", type: "File" }])[0]?.src).toBe(
      "https://img.example/images/shows/a/clip.mp4",
    );
  });
});
