// The image pipeline's promises (docs/development.md, "The image pipeline"), on a small set in a
// temporary folder: what is redrawn, re-encoded, copied and removed, and what is left alone.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImageManifest } from "../../app/domain/responsive-image.ts";
import { pictureBomb } from "../../tests/support/hostile-content.ts";
import { PictureRefused } from "./picture-header.ts";
import { runImagePipeline } from "./pipeline.ts";
import type { PlannedImage, Recipe } from "./recipes.ts";
import { ENCODER_SETTINGS } from "./variants.ts";

let folder: string;
let mediaDir: string;
let outDir: string;
let drawings: string[];

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-images-"));
  mediaDir = path.join(folder, "media");
  outDir = path.join(folder, "images");
  mkdirSync(mediaDir);
  drawings = [];
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A small plain picture of the recipe's size and ground: drawing the real motifs is slow. */
async function draw(recipe: Recipe): Promise<Buffer> {
  drawings.push(recipe.seed);
  const { width, height, ground } = recipe;
  return sharp({ create: { width, height, channels: 3, background: ground } })
    .jpeg()
    .toBuffer();
}

function drawn(file: string, fields: Partial<Recipe> = {}): PlannedImage {
  const recipe: Recipe = {
    motif: "quilt",
    palette: ["#223344"],
    ground: "#ddccbb",
    seed: file,
    width: 500,
    height: 400,
    ...fields,
  };
  return { kind: "shows", file, recipe };
}

const run = (planned: PlannedImage[], encoder = ENCODER_SETTINGS) =>
  runImagePipeline({ mediaDir, outDir, planned, concurrency: 2, draw, encoder });

const manifest = () =>
  JSON.parse(readFileSync(path.join(outDir, "manifest.json"), "utf8")) as ImageManifest;
const output = (file: string) => path.join(outDir, file);

describe("the image pipeline", () => {
  it("draws a picture and its variants once, and leaves them alone when nothing changed", async () => {
    const first = await run([drawn("x/01.jpg")]);
    expect(first).toMatchObject({ drawn: 1, encoded: 1, unchanged: 0 });
    expect(manifest().images["shows/x/01.jpg"]).toMatchObject({
      width: 500,
      height: 400,
      // Every target width below the source's (VARIANT_WIDTHS), then the source's own.
      widths: [240, 320, 480, 500],
    });
    for (const variant of ["x/01.240w.avif", "x/01.320w.webp", "x/01.500w.webp", "x/01.480w.jpg"]) {
      expect(existsSync(output(`shows/${variant}`)), variant).toBe(true);
    }
    const again = await run([drawn("x/01.jpg")]);
    expect(again).toMatchObject({ drawn: 0, encoded: 0, unchanged: 1 });
    expect(drawings).toEqual(["x/01.jpg"]);
  });

  it("redraws a picture only when its recipe changes", async () => {
    await run([drawn("x/01.jpg"), drawn("x/02.jpg")]);
    const tally = await run([drawn("x/01.jpg", { ground: "#112233" }), drawn("x/02.jpg")]);
    expect(tally).toMatchObject({ drawn: 1, encoded: 1, unchanged: 1 });
    expect(drawings.sort()).toEqual(["x/01.jpg", "x/01.jpg", "x/02.jpg"]);
  });

  it("re-encodes the variants when the encoder settings change, without redrawing", async () => {
    await run([drawn("x/01.jpg")]);
    const before = readFileSync(output("shows/x/01.480w.avif"));
    const lower = { ...ENCODER_SETTINGS, avif: { ...ENCODER_SETTINGS.avif, quality: 20 } };
    const tally = await run([drawn("x/01.jpg")], lower);
    expect(tally).toMatchObject({ drawn: 0, encoded: 1, unchanged: 0 });
    expect(readFileSync(output("shows/x/01.480w.avif")).equals(before)).toBe(false);
    expect(await run([drawn("x/01.jpg")], lower)).toMatchObject({ encoded: 0, unchanged: 1 });
  });

  it("removes the picture and variants of an image no longer referenced", async () => {
    await run([drawn("x/01.jpg"), drawn("x/02.jpg")]);
    expect(existsSync(output("shows/x/02.960w.avif"))).toBe(false); // 500 px wide: no 960
    const tally = await run([drawn("x/01.jpg")]);
    expect(tally.pruned).toBe(1);
    for (const gone of ["x/02.jpg", "x/02.480w.avif", "x/02.500w.webp", "x/02.480w.jpg"]) {
      expect(existsSync(output(`shows/${gone}`)), gone).toBe(false);
    }
    expect(existsSync(output("shows/x/01.480w.avif"))).toBe(true);
    expect(Object.keys(manifest().images)).toEqual(["shows/x/01.jpg"]);
  });

  it("copies a video again when its content changes, even at the same size", async () => {
    const video = path.join(mediaDir, "shows", "x", "clip.mp4");
    mkdirSync(path.dirname(video), { recursive: true });
    writeFileSync(video, "first take");
    expect((await run([])).copied).toBe(1);
    expect((await run([])).copied).toBe(0);
    writeFileSync(video, "other take");
    expect((await run([])).copied).toBe(1);
    expect(readFileSync(output("shows/x/clip.mp4"), "utf8")).toBe("other take");
  });

  it("prefers a real photo in media/ to drawing one, and copies it again when it changes", async () => {
    const photo = path.join(mediaDir, "shows", "x", "01.jpg");
    mkdirSync(path.dirname(photo), { recursive: true });
    const solid = (background: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .jpeg()
        .toBuffer();
    writeFileSync(photo, await solid("#ff0000"));
    expect(await run([drawn("x/01.jpg")])).toMatchObject({ drawn: 0, copied: 1, encoded: 1 });
    writeFileSync(photo, await solid("#00ff00"));
    expect(await run([drawn("x/01.jpg")])).toMatchObject({ drawn: 0, copied: 1, encoded: 1 });
    expect(drawings).toEqual([]);
  });
});

describe("the image pipeline's bounds (issue 31)", () => {
  const inMedia = async (file: string, bytes: Buffer | string) => {
    const target = path.join(mediaDir, "shows", file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  };
  const real = (file: string): PlannedImage => ({ kind: "shows", file, recipe: null });
  const tiny = () =>
    sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();

  it("refuses a picture over the pixel bound from its header, copying and decoding nothing", async () => {
    // 7,000 x 7,000 = 49 megapixels of one colour: a small PNG, quick to make.
    const large = pictureBomb(7000);
    await inMedia("x/large.png", large);
    const started = performance.now();
    await expect(run([real("x/large.png")])).rejects.toThrow(
      new PictureRefused(
        "media/shows/x/large.png is 7000 x 7000 pixels; pictures may be at most 40 megapixels: export it smaller",
      ),
    );
    console.log(
      `a ${large.length}-byte 49-megapixel PNG refused in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(existsSync(output("shows/x/large.png"))).toBe(false);
    expect(existsSync(output("shows/x/large.480w.avif"))).toBe(false);
  });

  it("refuses a path that climbs out of media/ or the output folder", async () => {
    // A real picture outside media/: without the fence the pipeline would read it and write its
    // variants outside the output folder.
    writeFileSync(path.join(folder, "secret.jpg"), await tiny());
    for (const file of ["../../secret.jpg", "x/../../../secret.jpg", "/etc/x.jpg"]) {
      await expect(run([real(file)]), file).rejects.toThrow(PictureRefused);
    }
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(path.join(folder, "secret.480w.avif"))).toBe(false);
  });

  it("refuses a link out of media/", async () => {
    const outside = path.join(folder, "elsewhere.jpg");
    writeFileSync(outside, await tiny());
    mkdirSync(path.join(mediaDir, "shows", "x"), { recursive: true });
    symlinkSync(outside, path.join(mediaDir, "shows", "x", "01.jpg"));
    await expect(run([real("x/01.jpg")])).rejects.toThrow(
      new PictureRefused("shows/x/01.jpg leads out of shows/: name a picture inside it"),
    );
  });
});
