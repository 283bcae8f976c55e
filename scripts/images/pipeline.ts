// The image pipeline behind `npm run images` (scripts/generate-images.ts), given its folders and
// the planned images, so that its promises can be tested on a small set in a temporary folder:
//
// 1. Source: a real file in media/{kind}/{file} when there is one, otherwise a picture drawn
//    from the content (recipes.ts), redrawn only when its recipe changes.
// 2. Variants: each source in several widths and formats, re-encoded only when the source's
//    bytes, the encoder settings or the list of widths change (all are in the manifest's hash).
// 3. manifest.json records each image's intrinsic size and variant widths, for the server to
//    describe pictures; the files of images no longer referenced are removed.
// Other files in media/ (videos) are copied when their content differs.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { mediaPathProblem, PICTURE_EXTENSIONS } from "../../app/content/file-names.ts";
import { MAX_PICTURE_PIXELS } from "../../app/content/picture-bounds.ts";
import {
  type ImageManifest,
  type ManifestEntry,
  socialCardFile,
  VARIANT_WIDTHS,
} from "../../app/domain/responsive-image.ts";
import { DRAWING_VERSION, drawJpeg } from "./draw.ts";
import { boundedPictureSize, PictureRefused, type PictureSize } from "./picture-header.ts";
import { pixelBudget } from "./pixel-budget.ts";
import type { PlannedImage, Recipe } from "./recipes.ts";
import {
  ENCODER_SETTINGS,
  type EncoderSettings,
  socialCardExists,
  variantPaths,
  variantsExist,
  writeSocialCard,
  writeVariants,
} from "./variants.ts";

/** Which files in media/ are pictures (the content check refuses names that are not slugs). */
const IMAGE_EXTENSION = new RegExp(`\\.(?:${PICTURE_EXTENSIONS.join("|")})$`, "i");

export interface PipelineOptions {
  mediaDir: string;
  outDir: string;
  planned: readonly PlannedImage[];
  /** How many images are made at once. */
  concurrency: number;
  /** The images ("shows/x/featured.jpg") that also get a 1200x630 social card. */
  socialCards?: ReadonlySet<string>;
  /** Called as each planned image is done, for progress. */
  onImageDone?: () => void;
  draw?: (recipe: Recipe) => Promise<Buffer>;
  encoder?: EncoderSettings;
  /** How many source pixels may be decoding at once (./pixel-budget.ts). */
  pixelBudget?: number;
}

export interface PipelineTally {
  drawn: number;
  copied: number;
  encoded: number;
  socialCards: number;
  unchanged: number;
  pruned: number;
  missing: string[];
}

const sha256 = (...parts: (Buffer | string)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

function readManifest(manifestPath: string): ImageManifest {
  try {
    const parsed = JSON.parse(readFileSync(manifestPath, "utf8")) as ImageManifest;
    if (parsed.version === 1) return parsed;
  } catch {
    // No manifest yet (or an unreadable one): everything is made afresh.
  }
  return { version: 1, images: {} };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((entry) => statSync(path.join(dir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join("/"));
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

/**
 * `kind/file` inside `base`, refused (PictureRefused) when it would leave it: the content check
 * refuses such a path first; this is the second fence, which also sees a link out of media/.
 */
function inside(base: string, kind: string, file: string): string {
  const label = `${kind}/${file}`;
  const problem = mediaPathProblem(file, PICTURE_EXTENSIONS);
  if (problem) throw new PictureRefused(`${label}: ${problem}`);
  const folder = path.resolve(base, kind);
  const joined = path.resolve(folder, file);
  const real = (where: string) => (existsSync(where) ? realpathSync(where) : where);
  if (!real(joined).startsWith(`${real(folder)}${path.sep}`)) {
    throw new PictureRefused(`${label} leads out of ${kind}/: name a picture inside it`);
  }
  return joined;
}

/** Writes `bytes` to `target` unless it already holds exactly them; true when it wrote. */
async function writeIfChanged(target: string, bytes: Buffer): Promise<boolean> {
  if (existsSync(target) && sha256(await readFile(target)) === sha256(bytes)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return true;
}

export async function runImagePipeline(options: PipelineOptions): Promise<PipelineTally> {
  const { mediaDir, outDir, planned } = options;
  const draw = options.draw ?? drawJpeg;
  const encoder = options.encoder ?? ENCODER_SETTINGS;
  // sharp's and libvips' versions too: a new encoder may write other bytes from the same settings,
  // and a kept public/images (a CI cache, a second checkout) must not outlive it.
  const encoderKey = JSON.stringify({ encoder, versions: sharp.versions });
  const budget = pixelBudget(options.pixelBudget ?? MAX_PICTURE_PIXELS);
  const widthsKey = JSON.stringify(VARIANT_WIDTHS);
  const manifestPath = path.join(outDir, "manifest.json");
  const tally: PipelineTally = {
    drawn: 0,
    copied: 0,
    encoded: 0,
    socialCards: 0,
    unchanged: 0,
    pruned: 0,
    missing: [],
  };

  async function makeImage(image: PlannedImage, previous: ManifestEntry | undefined) {
    const dir = path.join(outDir, image.kind);
    const target = inside(outDir, image.kind, image.file);
    const media = inside(mediaDir, image.kind, image.file);
    let recipeHash: string | undefined;
    let source: Buffer;
    // A member's picture's size, from its header, read once: over the bound, it is refused
    // before any copy or decode. A drawn one's is read only when its variants are made.
    let size: PictureSize | undefined;

    if (existsSync(media)) {
      source = await readFile(media);
      size = await boundedPictureSize(`media/${image.kind}/${image.file}`, source);
      if (await writeIfChanged(target, source)) tally.copied += 1;
    } else if (image.recipe) {
      recipeHash = sha256(JSON.stringify({ version: DRAWING_VERSION, ...image.recipe }));
      if (previous?.recipe === recipeHash && existsSync(target)) {
        source = await readFile(target);
      } else {
        source = await draw(image.recipe);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, source);
        tally.drawn += 1;
      }
    } else {
      tally.missing.push(`${image.kind}/${image.file}`);
      return undefined;
    }

    // The variants depend on the source's bytes, on how they are encoded and on the widths made.
    const hash = sha256(encoderKey, widthsKey, source);
    const unchanged = previous?.hash === hash;
    let entry: ManifestEntry;
    if (previous && unchanged && variantsExist(dir, image.file, previous.widths)) {
      tally.unchanged += 1;
      entry = { width: previous.width, height: previous.height, hash, widths: previous.widths };
    } else {
      size ??= await boundedPictureSize(`${image.kind}/${image.file}`, source);
      const widths = await writeVariants(dir, image.file, source, size, budget, encoder);
      const { width, height } = size;
      tally.encoded += 1;
      entry = { width, height, hash, widths };
    }
    if (options.socialCards?.has(`${image.kind}/${image.file}`)) {
      if (!unchanged || !socialCardExists(dir, image.file)) {
        await writeSocialCard(dir, image.file, source, entry, budget);
        tally.socialCards += 1;
      }
      entry.socialCard = true;
    }
    return recipeHash ? { ...entry, recipe: recipeHash } : entry;
  }

  /** Copies media files that are not images (videos) when their bytes differ. */
  async function copyOtherMedia() {
    for (const file of filesUnder(mediaDir).filter((name) => !IMAGE_EXTENSION.test(name))) {
      const target = path.join(outDir, file);
      if (await writeIfChanged(target, await readFile(path.join(mediaDir, file))))
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
      for (const stale of [
        path.join(dir, file),
        ...variantPaths(dir, file, entry.widths),
        ...card,
      ]) {
        rmSync(stale, { force: true });
      }
      tally.pruned += 1;
    }
  }

  const previous = readManifest(manifestPath);
  const current: ImageManifest = { version: 1, images: {} };
  await inPool(planned, options.concurrency, async (image) => {
    const key = `${image.kind}/${image.file}`;
    const entry = await makeImage(image, previous.images[key]);
    if (entry) current.images[key] = entry;
    options.onImageDone?.();
  });
  await copyOtherMedia();
  prune(previous, current);
  const sorted = Object.fromEntries(
    Object.entries(current.images).sort(([a], [b]) => a.localeCompare(b)),
  );
  await mkdir(outDir, { recursive: true });
  // Written beside and renamed into place: a reader never sees half a manifest, and a manifest
  // shared by hard link with another checkout is replaced here, not changed there.
  const draft = `${manifestPath}.${process.pid}.tmp`;
  await writeFile(draft, `${JSON.stringify({ version: 1, images: sorted }, null, 1)}\n`);
  await rename(draft, manifestPath);
  return tally;
}
