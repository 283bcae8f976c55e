// Motifs that look like photographs of made objects: pots, sculpture, quilts, weavings,
// mosaics, tiles and embroidery.
import { type Canvas, type Motif, colour, gaussianBlur, linearGradient, mix, n } from "./svg.ts";

/** The seamless grey sweep objects are photographed on. */
function sweep(canvas: Canvas, light: string, dark: string): string {
  return `<defs>${linearGradient("sweep", [light, mix(light, dark, 0.35), dark])}</defs><rect width="${canvas.width}" height="${canvas.height}" fill="url(#sweep)"/>`;
}

/** One thrown or turned vessel, drawn from its profile, glazed top to bottom. */
function vessel(canvas: Canvas, index: number, cx: number, base: number, height: number): string {
  const { random } = canvas;
  const belly = height * random.range(0.28, 0.45);
  const foot = belly * random.range(0.45, 0.7);
  const neck = belly * random.range(0.25, 0.7);
  const lip = neck * random.range(1, 1.3);
  const bellyY = base - height * random.range(0.3, 0.55);
  const top = base - height;
  const body = `M${n(cx - foot)} ${n(base)} C${n(cx - belly * 1.25)} ${n(base - height * 0.1)} ${n(cx - belly * 1.15)} ${n(bellyY)} ${n(cx - belly)} ${n(bellyY)} C${n(cx - belly * 0.8)} ${n(bellyY - height * 0.25)} ${n(cx - neck)} ${n(top + height * 0.15)} ${n(cx - lip)} ${n(top)} L${n(cx + lip)} ${n(top)} C${n(cx + neck)} ${n(top + height * 0.15)} ${n(cx + belly * 0.8)} ${n(bellyY - height * 0.25)} ${n(cx + belly)} ${n(bellyY)} C${n(cx + belly * 1.15)} ${n(bellyY)} ${n(cx + belly * 1.25)} ${n(base - height * 0.1)} ${n(cx + foot)} ${n(base)} Z`;
  const id = `glaze${index}`;
  let drips = "";
  for (let drip = 0; drip < random.int(2, 6); drip += 1) {
    const x = cx + random.range(-neck, neck);
    drips += `<path d="M${n(x)} ${n(top + height * 0.1)} q${n(random.range(-8, 8))} ${n(height * 0.2)} 0 ${n(height * random.range(0.2, 0.45))}" stroke="${mix(colour(canvas, index + 3), "#ffffff", 0.3)}" stroke-width="${n(random.range(4, 9))}" stroke-linecap="round" fill="none" opacity="0.6"/>`;
  }
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(colour(canvas, index + 1), "#000000", 0.45)}"/><stop offset="0.4" stop-color="${mix(colour(canvas, index + 1), "#ffffff", 0.2)}"/><stop offset="1" stop-color="${mix(colour(canvas, index + 1), "#000000", 0.55)}"/></linearGradient><clipPath id="${id}-body"><path d="${body}"/></clipPath></defs>
<ellipse cx="${n(cx + belly * 0.3)}" cy="${n(base)}" rx="${n(belly * 1.3)}" ry="${n(belly * 0.18)}" fill="#000" opacity="0.28"/>
<path d="${body}" fill="url(#${id})"/>
<g clip-path="url(#${id}-body)">${drips}</g>
<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(lip)}" ry="${n(lip * 0.18)}" fill="${mix(colour(canvas, index + 1), "#000000", 0.6)}"/>`;
}

/** One to three pots or bowls on a photographer's sweep. */
export const vessels: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const count = random.int(1, 3);
  const base = height * random.range(0.78, 0.86);
  let pots = "";
  for (let index = 0; index < count; index += 1) {
    const cx = width * ((index + 0.5) / count + random.range(-0.04, 0.04));
    const potHeight = Math.min(height * random.range(0.4, 0.65), (width / count) * 1.3);
    pots += vessel(canvas, index, cx, base - index * 4, potHeight);
  }
  return `${sweep(canvas, canvas.ground, mix(canvas.ground, "#000000", 0.45))}${pots}`;
};

/** Hand-bent neon and salvaged steel in a dark room, glowing. */
export const neon: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let steel = "";
  const towerX = width * random.range(0.35, 0.65);
  const towerTop = height * random.range(0.1, 0.25);
  const floor = height * 0.88;
  for (let level = 0; level < 6; level += 1) {
    const y = towerTop + ((floor - towerTop) * level) / 6;
    const half = width * (0.03 + level * 0.025);
    steel += `<line x1="${n(towerX - half)}" y1="${n(y)}" x2="${n(towerX + half + width * 0.025)}" y2="${n(y + (floor - towerTop) / 6)}" stroke="#5a5d62" stroke-width="5"/><line x1="${n(towerX + half)}" y1="${n(y)}" x2="${n(towerX - half - width * 0.025)}" y2="${n(y + (floor - towerTop) / 6)}" stroke="#5a5d62" stroke-width="5"/>`;
  }
  steel += `<line x1="${n(towerX)}" y1="${n(towerTop)}" x2="${n(towerX - width * 0.18)}" y2="${n(floor)}" stroke="#6c7075" stroke-width="9"/><line x1="${n(towerX)}" y1="${n(towerTop)}" x2="${n(towerX + width * 0.18)}" y2="${n(floor)}" stroke="#6c7075" stroke-width="9"/>`;
  let tubes = "";
  for (let index = 0; index < random.int(2, 4); index += 1) {
    const y = towerTop + random.range(0.1, 0.7) * (floor - towerTop);
    const span = width * random.range(0.15, 0.35);
    let d = `M${n(towerX - span)} ${n(y)}`;
    for (let wave = 1; wave <= 6; wave += 1) {
      d += ` Q${n(towerX - span + (span * (2 * wave - 1)) / 6)} ${n(y + random.range(-60, 60))} ${n(towerX - span + (span * 2 * wave) / 6)} ${n(y)}`;
    }
    const glow = colour(canvas, index + 1);
    tubes += `<path d="${d}" stroke="${glow}" stroke-width="26" fill="none" opacity="0.55" filter="url(#glow)"/><path d="${d}" stroke="${mix(glow, "#ffffff", 0.6)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  return `<defs>${gaussianBlur("glow", width / 70)}${linearGradient("room", ["#0c0d12", "#16171d", "#24252b"])}</defs>
<rect width="${width}" height="${height}" fill="url(#room)"/>
<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#1b1b1f"/>
<ellipse cx="${n(towerX)}" cy="${n(floor + 10)}" rx="${n(width * 0.3)}" ry="${n(height * 0.04)}" fill="${colour(canvas, 1)}" opacity="0.18" filter="url(#glow)"/>
${steel}${tubes}`;
};

/** Pieced blocks of half-square triangles with a border and quilting stitches. */
export const quilt: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const columns = random.int(4, 7);
  const cell = (width * 0.86) / columns;
  const rows = Math.floor((height * 0.86) / cell);
  const left = (width - cell * columns) / 2;
  const top = (height - cell * rows) / 2;
  const pattern = random.int(0, 2);
  let blocks = "";
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = left + column * cell;
      const y = top + row * cell;
      const a = colour(canvas, random.int(0, 9));
      const b = colour(canvas, (row + column + pattern) % 2 === 0 ? 0 : 4);
      const flip = pattern === 1 ? (row + column) % 2 === 0 : random.chance(0.5);
      const triangle = flip
        ? `${n(x)},${n(y)} ${n(x + cell)},${n(y)} ${n(x)},${n(y + cell)}`
        : `${n(x + cell)},${n(y)} ${n(x + cell)},${n(y + cell)} ${n(x)},${n(y)}`;
      blocks += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell)}" height="${n(cell)}" fill="${b}"/><polygon points="${triangle}" fill="${a}"/>`;
      if (pattern === 2)
        blocks += `<rect x="${n(x + cell * 0.3)}" y="${n(y + cell * 0.3)}" width="${n(cell * 0.4)}" height="${n(cell * 0.4)}" fill="${colour(canvas, 2)}"/>`;
    }
  }
  let stitches = "";
  for (let line = 1; line < rows * 2; line += 1) {
    stitches += `<line x1="${n(left)}" y1="${n(top + (line * cell) / 2)}" x2="${n(left + columns * cell)}" y2="${n(top + (line * cell) / 2)}" stroke="#f6f1e4" stroke-width="2" stroke-dasharray="9 7" opacity="0.5"/>`;
  }
  return `<rect width="${width}" height="${height}" fill="${mix(canvas.ground, "#000000", 0.08)}"/>
<rect x="${n(left - cell * 0.25)}" y="${n(top - cell * 0.25)}" width="${n(columns * cell + cell * 0.5)}" height="${n(rows * cell + cell * 0.5)}" fill="${colour(canvas, 3)}"/>
${blocks}${stitches}`;
};

/** Bands of weft across fine warp threads, with a shaped tapestry area. */
export const weaving: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let bands = "";
  let y = 0;
  while (y < height) {
    const band = height * random.range(0.02, 0.12);
    bands += `<rect y="${n(y)}" width="${width}" height="${n(band + 1)}" fill="${colour(canvas, random.int(0, 9))}"/>`;
    y += band;
  }
  const shape = `<path d="M${n(width * random.range(0.1, 0.3))} ${n(height * 0.8)} L${n(width * 0.5)} ${n(height * random.range(0.15, 0.35))} L${n(width * random.range(0.7, 0.9))} ${n(height * 0.8)} Z" fill="${colour(canvas, 0)}" opacity="0.9"/>`;
  return `<defs><pattern id="warp" width="10" height="14" patternUnits="userSpaceOnUse"><rect width="10" height="14" fill="#fff" opacity="0"/><line x1="5" y1="0" x2="5" y2="14" stroke="#000" stroke-width="2" opacity="0.16"/><line x1="0" y1="7" x2="10" y2="7" stroke="#fff" stroke-width="1.5" opacity="0.12"/></pattern></defs>
${bands}${shape}<rect width="${width}" height="${height}" fill="url(#warp)"/>`;
};

/** Small irregular tiles set in grout, coloured by a pattern of rings. */
export const mosaic: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const tile = Math.max(width, height) / random.int(30, 42);
  const cx = width * random.range(0.3, 0.7);
  const cy = height * random.range(0.3, 0.7);
  const ringWidth = tile * random.range(2, 4);
  let tiles = "";
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) {
      const ring = Math.floor(Math.hypot(x - cx, y - cy) / ringWidth);
      const fill = random.chance(0.1) ? colour(canvas, random.int(0, 9)) : colour(canvas, ring);
      tiles += `<rect x="${n(x + random.range(1, 4))}" y="${n(y + random.range(1, 4))}" width="${n(tile - random.range(4, 8))}" height="${n(tile - random.range(4, 8))}" rx="2" fill="${fill}"/>`;
    }
  }
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>${tiles}`;
};

/** Hand-painted square tiles, each carrying the same star pattern. */
export const tiles: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const count = random.int(3, 5);
  const size = Math.min(width, height) / count;
  const left = (width - size * Math.floor(width / size)) / 2;
  const top = (height - size * Math.floor(height / size)) / 2;
  let out = "";
  for (let y = top; y + size <= height + 1; y += size) {
    for (let x = left; x + size <= width + 1; x += size) {
      const cx = x + size / 2;
      const cy = y + size / 2;
      const star = Array.from({ length: 16 }, (_, k) => {
        const r = k % 2 === 0 ? size * 0.42 : size * 0.2;
        const angle = (Math.PI * k) / 8;
        return `${n(cx + r * Math.cos(angle))},${n(cy + r * Math.sin(angle))}`;
      }).join(" ");
      out += `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(size - 6)}" height="${n(size - 6)}" fill="${canvas.ground}"/><polygon points="${star}" fill="${colour(canvas, 0)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.12)}" fill="${colour(canvas, 1)}"/>`;
      for (const [dx, dy] of [
        [0, 0],
        [size, 0],
        [0, size],
        [size, size],
      ] as const) {
        out += `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(size * 0.14)}" fill="${colour(canvas, 2)}"/>`;
      }
    }
  }
  return `<rect width="${width}" height="${height}" fill="#cfc8bb"/>${out}`;
};

/** Contour lines of one or two hills, stitched in thread on linen. */
export const contour: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const peaks = Array.from({ length: random.int(1, 2) }, () => [
    width * random.range(0.3, 0.7),
    height * random.range(0.3, 0.7),
  ]);
  let lines = "";
  for (const [index, [px, py]] of peaks.entries()) {
    for (let ring = 1; ring <= 12; ring += 1) {
      const r = ring * Math.min(width, height) * 0.04;
      const points: string[] = [];
      for (let step = 0; step <= 36; step += 1) {
        const angle = (step / 36) * Math.PI * 2;
        const wobble =
          1 + 0.12 * Math.sin(angle * 3 + ring * 0.7 + index) + 0.06 * Math.cos(angle * 5);
        points.push(
          `${n((px ?? 0) + Math.cos(angle) * r * wobble * 1.2)},${n((py ?? 0) + Math.sin(angle) * r * wobble)}`,
        );
      }
      lines += `<polygon points="${points.join(" ")}" fill="none" stroke="${colour(canvas, ring % 5 === 0 ? 1 : 0)}" stroke-width="${ring % 5 === 0 ? 5 : 3}" stroke-dasharray="12 5" opacity="0.9"/>`;
    }
  }
  return `<defs><pattern id="linen" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${canvas.ground}"/><line x1="0" y1="3" x2="6" y2="3" stroke="#000" stroke-width="0.6" opacity="0.08"/><line x1="3" y1="0" x2="3" y2="6" stroke="#000" stroke-width="0.6" opacity="0.06"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#linen)"/>${lines}`;
};
