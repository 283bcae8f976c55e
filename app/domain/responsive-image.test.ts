import { describe, expect, it } from "vitest";
import {
  pictureSources,
  socialCardFile,
  variantFile,
  variantWidths,
  withVariants,
} from "./responsive-image.ts";

describe("variantWidths", () => {
  it("derives every target width from a wide source, capped at the largest target", () => {
    // 240 and 768 serve phones: a third of the screen, and its whole width (decision 020).
    expect(variantWidths(2400)).toEqual([240, 320, 480, 768, 960, 1600]);
    expect(variantWidths(1600)).toEqual([240, 320, 480, 768, 960, 1600]);
  });

  it("stops at the source's own width rather than enlarging it", () => {
    expect(variantWidths(1280)).toEqual([240, 320, 480, 768, 960, 1280]);
    expect(variantWidths(750)).toEqual([240, 320, 480, 750]);
    expect(variantWidths(300)).toEqual([240, 300]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("variantFile", () => {
  it("puts the width and format before the extension, keeping the folder", () => {
    expect(variantFile("after-dark/01.jpg", 480, "avif")).toBe("after-dark/01.480w.avif");
    expect(variantFile("front-window.jpg", 1600, "jpg")).toBe("front-window.1600w.jpg");
  });
});

describe("withVariants", () => {
  const plain = { src: "/images/shows/a/01.jpg", alt: "A work" };
  const addressOf = (file: string) => `/images/shows/${file}`;

  it("adds the intrinsic size, the variants' shared address and widths, and the largest JPEG", () => {
    const entry = { width: 1280, height: 1600, hash: "h", widths: [480, 960, 1280] };
    expect(withVariants(plain, "a/01.jpg", entry, addressOf)).toEqual({
      ...plain,
      width: 1280,
      height: 1600,
      variants: { stem: "/images/shows/a/01", widths: [480, 960, 1280] },
      large: { src: "/images/shows/a/01.1280w.jpg", width: 1280, height: 1600 },
    });
  });

  it("gives the largest JPEG variant its own height, in proportion", () => {
    const entry = { width: 3000, height: 2000, hash: "h", widths: [480, 960, 1600] };
    expect(withVariants(plain, "a/01.jpg", entry, addressOf).large).toEqual({
      src: "/images/shows/a/01.1600w.jpg",
      width: 1600,
      height: 1067,
    });
  });

  it("leaves a picture the manifest does not know as a plain image", () => {
    expect(withVariants(plain, "a/01.jpg", undefined, addressOf)).toEqual(plain);
  });
});

describe("pictureSources", () => {
  it("spells out a srcset per format, best format first, JPEG last", () => {
    expect(pictureSources({ stem: "/images/shows/a/01", widths: [480, 960] })).toEqual([
      {
        type: "image/avif",
        srcSet: "/images/shows/a/01.480w.avif 480w, /images/shows/a/01.960w.avif 960w",
      },
      {
        type: "image/webp",
        srcSet: "/images/shows/a/01.480w.webp 480w, /images/shows/a/01.960w.webp 960w",
      },
      {
        type: "image/jpeg",
        srcSet: "/images/shows/a/01.480w.jpg 480w, /images/shows/a/01.960w.jpg 960w",
      },
    ]);
  });
});

describe("socialCardFile", () => {
  it("puts .og.jpg in place of the extension, keeping the folder", () => {
    expect(socialCardFile("after-dark/featured.jpg")).toBe("after-dark/featured.og.jpg");
  });
});
