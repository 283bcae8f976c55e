// `npm run images`: makes every image the content references, and its responsive variants, in
// public/images (build output, not committed).
//
// 1. Source: a real file in media/{kind}/{file} when there is one, otherwise a picture drawn
//    from the content (scripts/images/recipes.ts). Drawn pictures are redrawn only when their
//    recipe changes.
// 2. Variants: each source in several widths and formats, re-encoded only when the source's
//    content hash changes.
// 3. public/images/manifest.json records each image's intrinsic size and variant widths, for
//    the server to describe pictures (app/images.server.ts).
// Other files in media/ (videos) are copied as they are. Progress goes to stderr
// (scripts/images/progress.ts) when the work takes more than a second.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { aboutHistoryImages, visitPhoto } from "../app/content/gallery-images.ts";
import type { ImageManifest, ManifestEntry } from "../app/domain/responsive-image.ts";
import { loadContent } from "./content/load-content.ts";
import { DRAWING_VERSION, drawJpeg } from "./images/draw.ts";
import { startProgress } from "./images/progress.ts";
import { type PlannedImage, planImages } from "./images/recipes.ts";
import {
  socialCardExists,
  socialCardKeys,
  variantPaths,
  variantsExist,
  writeSocialCard,
  writeVariants,
} from "./images/variants.ts";
import { socialCardFile } from "../app/domain/responsive-image.ts";

const { shows, artists, events } = await loadContent();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const mediaDir = path.join(root, "media");
const outDir = path.join(root, "public", "images");
const manifestPath = path.join(outDir, "manifest.json");
const imageExtension = /\.(?:jpe?g|png|webp)$/i;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

function readManifest(): ImageManifest {
  try {
    const parsed = JSON.parse(readFileSync(manifestPath, "utf8")) as ImageManifest;
    if (parsed.version === 1) return parsed;
  } catch {
    // No manifest yet (or an unreadable one): everything is made afresh.
  }
  return { version: 1, images: {} };
}

const tally = {
  drawn: 0,
  copied: 0,
  encoded: 0,
  socialCards: 0,
  unchanged: 0,
  missing: [] as string[],
};

/** Show and artist pages' main pictures: each also gets a 1200x630 social card. */
const socialKeys = socialCardKeys({ shows, artists });

async function makeImage(image: PlannedImage, previous: ManifestEntry | undefined) {
  const key = `${image.kind}/${image.file}`;
  const dir = path.join(outDir, image.kind);
  const target = path.join(dir, image.file);
  const media = path.join(mediaDir, image.kind, image.file);
  let recipeHash: string | undefined;
  let source: Buffer;

  if (existsSync(media)) {
    source = await readFile(media);
    if (!existsSync(target) || sha256(await readFile(target)) !== sha256(source)) {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, source);
      tally.copied += 1;
    }
  } else if (image.recipe) {
    recipeHash = sha256(JSON.stringify({ version: DRAWING_VERSION, ...image.recipe }));
    if (previous?.recipe === recipeHash && existsSync(target)) {
      source = await readFile(target);
    } else {
      source = await drawJpeg(image.recipe);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, source);
      tally.drawn += 1;
    }
  } else {
    tally.missing.push(key);
    return undefined;
  }

  const hash = sha256(source);
  const wantsCard = socialKeys.has(key);
  const unchanged = previous?.hash === hash;
  let entry: ManifestEntry;
  if (previous && unchanged && variantsExist(dir, image.file, previous.widths)) {
    tally.unchanged += 1;
    entry = { width: previous.width, height: previous.height, hash, widths: previous.widths };
  } else {
    const { width, height } = await sharp(source).metadata();
    const widths = await writeVariants(dir, image.file, source, width);
    tally.encoded += 1;
    entry = { width, height, hash, widths };
  }
  if (wantsCard) {
    if (!unchanged || !socialCardExists(dir, image.file)) {
      await writeSocialCard(dir, image.file, source);
      tally.socialCards += 1;
    }
    entry.socialCard = true;
  }
  return recipeHash ? { ...entry, recipe: recipeHash } : entry;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((entry) => statSync(path.join(dir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join("/"));
}

/** Copies media files that are not images (videos) as they are. */
async function copyOtherMedia() {
  for (const file of filesUnder(mediaDir).filter((name) => !imageExtension.test(name))) {
    const target = path.join(outDir, file);
    const source = path.join(mediaDir, file);
    if (existsSync(target) && statSync(target).size === statSync(source).size) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    tally.copied += 1;
  }
}

/** Removes the files of images the content no longer references. */
function prune(previous: ImageManifest, current: ImageManifest) {
  for (const [key, entry] of Object.entries(previous.images)) {
    if (current.images[key]) continue;
    const [kind = "", ...rest] = key.split("/");
    const file = rest.join("/");
    const dir = path.join(outDir, kind);
    const card = entry.socialCard ? [path.join(dir, socialCardFile(file))] : [];
    for (const stale of [path.join(dir, file), ...variantPaths(dir, file, entry.widths), ...card]) {
      rmSync(stale, { force: true });
    }
  }
}

const started = performance.now();
const previous = readManifest();
const planned = planImages({
  shows,
  events,
  artists,
  galleryImages: aboutHistoryImages,
  visitPhoto,
});
const current: ImageManifest = { version: 1, images: {} };
// libvips threads within one image; two images at a time keep both cores busy.
sharp.concurrency(1);
const progress = startProgress("images", planned.length, process.stderr);
await inPool(planned, Math.max(2, availableParallelism()), async (image) => {
  const key = `${image.kind}/${image.file}`;
  const entry = await makeImage(image, previous.images[key]);
  if (entry) current.images[key] = entry;
  progress.tick();
});
progress.finish();
await copyOtherMedia();
prune(previous, current);
const sorted = Object.fromEntries(
  Object.entries(current.images).sort(([a], [b]) => a.localeCompare(b)),
);
await mkdir(outDir, { recursive: true });
// Written beside and renamed into place: a reader never sees half a manifest, and a manifest
// shared by hard link with another checkout is replaced here, not changed there.
const manifestDraft = `${manifestPath}.${process.pid}.tmp`;
await writeFile(manifestDraft, `${JSON.stringify({ version: 1, images: sorted }, null, 1)}\n`);
await rename(manifestDraft, manifestPath);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `images: ${planned.length} referenced; ${tally.drawn} drawn, ${tally.copied} copied from media/, ` +
    `${tally.encoded} encoded, ${tally.socialCards} social cards cut, ${tally.unchanged} unchanged, in ${seconds} s`,
);
if (tally.missing.length > 0) {
  console.warn(
    `images: no file in media/ and nothing to draw for ${tally.missing.length}: ${tally.missing.join(", ")} (npm run content:check explains)`,
  );
}
