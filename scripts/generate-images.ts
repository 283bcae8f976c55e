// `npm run images`: makes every image the content references, and its responsive variants, in
// public/images (build output, not committed). What it does, and when it redoes it, is in
// scripts/images/pipeline.ts. Progress goes to stderr (scripts/images/progress.ts) when the work
// takes more than a second.
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadContent } from "./content/load-content.ts";
import { PictureRefused } from "./images/picture-header.ts";
import { runImagePipeline } from "./images/pipeline.ts";
import { startProgress } from "./images/progress.ts";
import { planImages } from "./images/recipes.ts";
import { socialCardKeys } from "./images/variants.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const started = performance.now();
const { shows, artists, events, gallery } = await loadContent();
const planned = planImages({ shows, events, artists, gallery });
// libvips threads within one image; two images at a time keep both cores busy. No cache of
// decoded pictures: the pixel budget (scripts/images/pixel-budget.ts) is then what bounds memory.
sharp.concurrency(1);
sharp.cache(false);
const progress = startProgress("images", planned.length, process.stderr);
const tally = await runImagePipeline({
  mediaDir: path.join(root, "media"),
  outDir: path.join(root, "public", "images"),
  planned,
  concurrency: Math.max(2, availableParallelism()),
  // Show and artist pages' main pictures: each also gets a 1200x630 social card.
  socialCards: socialCardKeys({ shows, artists }),
  onImageDone: () => progress.tick(),
}).catch((error: unknown) => {
  if (!(error instanceof PictureRefused)) throw error;
  // A picture refused is the member's to fix: said in words, without a stack.
  progress.finish();
  console.error(`images: refused: ${error.message}`);
  process.exit(1);
});
progress.finish();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `images: ${planned.length} referenced; ${tally.drawn} drawn, ${tally.copied} copied from media/, ` +
    `${tally.encoded} encoded, ${tally.socialCards} social cards cut, ${tally.unchanged} unchanged, ` +
    `${tally.pruned} pruned, in ${seconds} s`,
);
if (tally.missing.length > 0) {
  console.warn(
    `images: no file in media/ and nothing to draw for ${tally.missing.length}: ${tally.missing.join(", ")} (npm run content:check explains)`,
  );
}
