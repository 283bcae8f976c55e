// Renders a recipe to JPEG bytes. Deterministic: the same recipe gives the same bytes.
import sharp from "sharp";
import { motifs } from "./motifs.ts";
import { seededRandom } from "./random.ts";
import { withCheapOpacity } from "./svg.ts";
import type { Recipe } from "./recipes.ts";

/** Bump when a motif changes, so that every drawn picture is drawn again. */
export const DRAWING_VERSION = 3;

export function drawSvg(recipe: Recipe): string {
  const { width, height } = recipe;
  const body = motifs[recipe.motif]({
    width,
    height,
    random: seededRandom(recipe.seed),
    palette: recipe.palette,
    ground: recipe.ground,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${withCheapOpacity(body)}</svg>`;
}

export async function drawJpeg(recipe: Recipe): Promise<Buffer> {
  return sharp(Buffer.from(drawSvg(recipe)))
    .flatten({ background: recipe.ground })
    .jpeg({ quality: 86 })
    .toBuffer();
}
