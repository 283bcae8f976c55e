// A picture bomb (issue 31): a 16,000 x 16,000 PNG of one colour, 31 KB on disk and 768 MB
// decoded, is refused from its header, fast and without decoding it.
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PICTURE_PIXELS } from "../../app/content/picture-bounds.ts";
import { pictureBomb } from "../../tests/support/hostile-content.ts";
import { boundedPictureSize, openPicture, readPictureSize } from "./picture-header.ts";

const run = promisify(execFile);
let folder: string;
let bomb: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "front-bomb-"));
  bomb = path.join(folder, "bomb.png");
  writeFileSync(bomb, pictureBomb());
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the header read and the bound in a fresh Node, so its peak memory is its own. */
async function refuseInChild(file: string) {
  const script = `
    const { boundedPictureSize } = await import(${JSON.stringify(path.join(import.meta.dirname, "picture-header.ts"))});
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile(process.argv[1]);
    const started = performance.now();
    const message = await boundedPictureSize("media/shows/x/bomb.png", bytes).then(() => "taken", (error) => error.message);
    console.log(JSON.stringify({ message, milliseconds: performance.now() - started, maxRssKb: process.resourceUsage().maxRSS }));`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script, file]);
  return JSON.parse(stdout) as { message: string; milliseconds: number; maxRssKb: number };
}

describe("a picture's header", () => {
  it("gives its size without decoding it, and the bound refuses a bomb in words", async () => {
    const onDisk = statSync(bomb).size;
    expect(await readPictureSize(bomb)).toEqual({ width: 16_000, height: 16_000 });
    const { message, milliseconds, maxRssKb } = await refuseInChild(bomb);
    console.log(
      `picture bomb: ${onDisk} bytes on disk, 16000 x 16000 (${(16_000 * 16_000 * 3) / 1e6} MB decoded); ` +
        `refused from its header in ${milliseconds.toFixed(1)} ms by a process whose peak RSS was ${Math.round(maxRssKb / 1024)} MB`,
    );
    expect(onDisk).toBeLessThan(1_500_000);
    expect(message).toBe(
      "media/shows/x/bomb.png is 16000 x 16000 pixels; pictures may be at most 40 megapixels: export it smaller",
    );
    // Decoding it takes seconds and about 900 MB (measured); its header, neither.
    expect(milliseconds).toBeLessThan(500);
    expect(maxRssKb).toBeLessThan(200 * 1024);
  });

  it("takes a picture within the bound", async () => {
    const edge = Math.floor(Math.sqrt(MAX_PICTURE_PIXELS));
    const bytes = await sharp({
      create: { width: edge, height: edge, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    await expect(boundedPictureSize("ok.png", bytes)).resolves.toEqual({
      width: edge,
      height: edge,
    });
  }, 30_000);

  it("refuses bytes that are no picture, in words", async () => {
    await expect(boundedPictureSize("notes.jpg", Buffer.from("not a picture"))).rejects.toThrow(
      "notes.jpg is not a picture sharp can read",
    );
  });

  it("is backed by sharp's own pixel limit wherever a content picture is decoded", async () => {
    await expect(
      openPicture(await readFile(bomb))
        .resize({ width: 480 })
        .toBuffer(),
    ).rejects.toThrow(/pixel limit/);
  });
});
