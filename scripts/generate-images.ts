// Makes a placeholder picture for every image the content references, so that every address
// the site renders exists. Deterministic (same path, same picture) and incremental (an existing
// file is left alone).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { referencedImages } from "./content-images.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "images");

function colourFor(seed: string, offset: number): string {
  const hash = createHash("sha256").update(seed).digest();
  const byte = (index: number) => hash[index] ?? 0;
  const hue = (byte(offset) * 360) / 256;
  return `hsl(${hue.toFixed(0)} 45% ${40 + (byte(offset + 1) % 30)}%)`;
}

function placeholderSvg(seed: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colourFor(seed, 0)}"/><stop offset="1" stop-color="${colourFor(seed, 2)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.62}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.22}" fill="${colourFor(seed, 4)}" opacity="0.8"/>
</svg>`;
}

const started = Date.now();
let made = 0;
for (const { kind, file } of referencedImages()) {
  const target = path.join(outDir, kind, file);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  const portrait = (createHash("sha256").update(file).digest()[8] ?? 0) % 3 === 0;
  const [width, height] = portrait ? [900, 1200] : [1200, 900];
  await sharp(Buffer.from(placeholderSvg(`${kind}/${file}`, width, height)))
    .jpeg({ quality: 70 })
    .toFile(target);
  made += 1;
}
console.log(`images: ${made} made in ${Date.now() - started} ms`);
