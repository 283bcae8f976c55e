// Motifs that look like works on paper: prints, drawings, collage, stipple, letterpress, signs.
import { type Canvas, type Motif, colour, gaussianBlur, mix, n, ridge } from "./svg.ts";

/** A conifer as a woodcutter carves it: a trunk and stacked triangles. */
function conifer(canvas: Canvas, x: number, base: number, height: number, fill: string): string {
  const tiers = 5;
  let tree = `<rect x="${n(x - height * 0.015)}" y="${n(base - height)}" width="${n(height * 0.03)}" height="${n(height)}" fill="${fill}"/>`;
  for (let tier = 0; tier < tiers; tier += 1) {
    const top = base - height + (height * tier) / (tiers + 1);
    const half = height * (0.08 + tier * 0.045);
    tree += `<polygon points="${n(x)},${n(top)} ${n(x - half)},${n(top + height * 0.28)} ${n(x + half)},${n(top + height * 0.28)}" fill="${fill}"/>`;
  }
  return tree;
}

/** Flat inks, a row of trees and gouge marks across the sky: a woodcut or linocut. */
export const woodcut: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const ground = height * random.range(0.7, 0.82);
  let gouges = "";
  for (let index = 0; index < 70; index += 1) {
    const y = random.range(0, ground);
    const x = random.range(-width * 0.1, width);
    gouges += `<path d="M${n(x)} ${n(y)} q${n(width * 0.05)} ${n(random.range(-6, 6))} ${n(width * random.range(0.08, 0.2))} 0" stroke="${canvas.ground}" stroke-width="${n(random.range(2, 6))}" fill="none" stroke-linecap="round"/>`;
  }
  let trees = "";
  for (let index = 0; index < random.int(3, 7); index += 1) {
    trees += conifer(
      canvas,
      width * random.range(0.08, 0.92),
      ground + 4,
      height * random.range(0.35, 0.65),
      colour(canvas, 0),
    );
  }
  const sun = `<circle cx="${n(width * random.range(0.2, 0.8))}" cy="${n(height * random.range(0.15, 0.35))}" r="${n(width * random.range(0.06, 0.12))}" fill="${colour(canvas, 2)}"/>`;
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
<rect width="${width}" height="${n(ground)}" fill="${colour(canvas, 1)}"/>${sun}${gouges}
<path d="${ridge(canvas, ground, height * 0.02, 6)}" fill="${colour(canvas, 3)}"/>${trees}`;
};

/** White plant shadows on Prussian blue: a cyanotype. */
export const cyanotype: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let plants = "";
  for (let index = 0; index < random.int(3, 6); index += 1) {
    const x = width * random.range(0.1, 0.9);
    const topX = x + random.range(-width * 0.15, width * 0.15);
    const topY = height * random.range(0.1, 0.4);
    plants += `<path d="M${n(x)} ${height} Q${n(x)} ${n(height * 0.6)} ${n(topX)} ${n(topY)}" stroke="#f4f6f8" stroke-width="${n(random.range(3, 6))}" fill="none" opacity="0.9"/>`;
    for (let leaf = 0; leaf < random.int(3, 8); leaf += 1) {
      const t = random.range(0.2, 0.95);
      const lx = x + (topX - x) * t * t;
      const ly = height - (height - topY) * t;
      plants += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(width * random.range(0.02, 0.05))}" ry="${n(width * 0.012)}" transform="rotate(${n(random.range(-60, 60))} ${n(lx)} ${n(ly)})" fill="#eef3f7" opacity="${n(random.range(0.55, 0.95))}"/>`;
    }
    for (let floret = 0; floret < 24; floret += 1) {
      const angle = random.range(0, Math.PI * 2);
      const radius = random.range(0, width * 0.06);
      plants += `<circle cx="${n(topX + Math.cos(angle) * radius)}" cy="${n(topY + Math.sin(angle) * radius * 0.6)}" r="${n(random.range(3, 8))}" fill="#ffffff" opacity="0.85"/>`;
    }
  }
  return `<defs><radialGradient id="sun" cx="0.4" cy="0.35" r="0.9"><stop offset="0" stop-color="${colour(canvas, 1)}"/><stop offset="1" stop-color="${colour(canvas, 0)}"/></radialGradient>${gaussianBlur("shadow", width / 700)}</defs>
<rect width="${width}" height="${height}" fill="url(#sun)"/><g filter="url(#shadow)">${plants}</g>`;
};

/** Charcoal after dark: buildings in heavy black, lit windows, a street lamp, and hatching. */
export const drawing: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const street = height * random.range(0.78, 0.86);
  let masses = "";
  let x = -width * 0.05;
  while (x < width) {
    const w = width * random.range(0.12, 0.3);
    const h = height * random.range(0.3, 0.62);
    masses += `<rect x="${n(x)}" y="${n(street - h)}" width="${n(w)}" height="${n(h)}" fill="#1f1e1c" opacity="${n(random.range(0.6, 0.92))}"/>`;
    for (let light = 0; light < random.int(1, 5); light += 1) {
      masses += `<rect x="${n(x + random.range(0.1, 0.7) * w)}" y="${n(street - h + random.range(0.1, 0.7) * h)}" width="${n(w * 0.14)}" height="${n(h * 0.09)}" fill="${canvas.ground}" opacity="0.9"/>`;
    }
    x += w + width * random.range(0, 0.04);
  }
  let hatching = "";
  for (let index = 0; index < 450; index += 1) {
    const hx = random.range(0, width);
    const hy = random.range(0, height);
    const length = random.range(20, 80);
    hatching += `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx + length)}" y2="${n(hy - length * 0.6)}" stroke="#2b2a27" stroke-width="${n(random.range(1, 3))}" opacity="${n(random.range(0.1, 0.35))}"/>`;
  }
  const lampX = width * random.range(0.15, 0.85);
  const lampY = street - height * random.range(0.35, 0.5);
  return `<defs>${gaussianBlur("smudge", width / 450)}<radialGradient id="lamp"><stop offset="0" stop-color="${canvas.ground}" stop-opacity="0.95"/><stop offset="1" stop-color="${canvas.ground}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
<rect width="${width}" height="${height}" fill="#3a3835" opacity="0.45"/>
<g filter="url(#smudge)">${masses}
<rect x="0" y="${n(street)}" width="${width}" height="${n(height - street)}" fill="#2b2a27" opacity="0.7"/></g>
<circle cx="${n(lampX)}" cy="${n(lampY)}" r="${n(width * 0.16)}" fill="url(#lamp)"/>
<line x1="${n(lampX)}" y1="${n(lampY)}" x2="${n(lampX)}" y2="${n(street)}" stroke="#111" stroke-width="${n(width * 0.008)}"/>
${hatching}`;
};

/** Torn and cut pieces of printed paper, tilted and overlapping. */
export const collage: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let pieces = "";
  for (let index = 0; index < random.int(9, 15); index += 1) {
    const w = width * random.range(0.15, 0.45);
    const h = height * random.range(0.1, 0.35);
    const x = random.range(-w * 0.2, width - w * 0.6);
    const y = random.range(-h * 0.2, height - h * 0.6);
    const fill = colour(canvas, random.int(0, 9));
    let lines = "";
    if (random.chance(0.4)) {
      for (let line = 0; line < 5; line += 1) {
        lines += `<rect x="${n(x + w * 0.1)}" y="${n(y + h * (0.2 + line * 0.13))}" width="${n(w * random.range(0.4, 0.8))}" height="${n(h * 0.04)}" fill="#2d2a26" opacity="0.6"/>`;
      }
    }
    const fruit = random.chance(0.35)
      ? `<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(Math.min(w, h) * 0.3)}" fill="${colour(canvas, random.int(0, 9))}"/>`
      : "";
    pieces += `<g transform="rotate(${n(random.range(-12, 12))} ${n(x + w / 2)} ${n(y + h / 2)})"><rect x="${n(x + 6)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity="0.18"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>${lines}${fruit}</g>`;
  }
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>${pieces}`;
};

/** An image made only of dots, dense where the picture is dark. */
export const stipple: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const peaks = Array.from({ length: random.int(2, 4) }, () => ({
    x: random.range(0.15, 0.85) * width,
    y: random.range(0.2, 0.85) * height,
    r: random.range(0.15, 0.4) * Math.min(width, height),
  }));
  const darkness = (x: number, y: number) =>
    Math.min(
      1,
      peaks.reduce(
        (sum, peak) => sum + Math.exp(-(((x - peak.x) ** 2 + (y - peak.y) ** 2) / peak.r ** 2)),
        0,
      ),
    );
  let dots = "";
  for (let index = 0; index < 9000; index += 1) {
    const x = random.range(0, width);
    const y = random.range(0, height);
    if (random.next() < darkness(x, y) * 0.95 + 0.03) {
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(random.range(2, 3.6))}"/>`;
    }
  }
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/><g fill="${colour(canvas, 0)}">${dots}</g>`;
};

/** Lines of type and a big initial, in black and one red: a letterpress broadside. */
export const letterpress: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let type = "";
  const lineHeight = height * 0.035;
  const left = width * 0.18;
  for (let y = height * 0.42; y < height * 0.85; y += lineHeight * random.range(1.6, 2.4)) {
    let x = left;
    const end = width * random.range(0.6, 0.82);
    while (x < end) {
      const word = width * random.range(0.03, 0.11);
      type += `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.min(word, end - x))}" height="${n(lineHeight)}" rx="2"/>`;
      x += word + width * 0.02;
    }
  }
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
<rect x="${n(left)}" y="${n(height * 0.12)}" width="${n(width * 0.22)}" height="${n(height * 0.22)}" fill="${colour(canvas, 1)}"/>
<rect x="${n(left + width * 0.26)}" y="${n(height * 0.2)}" width="${n(width * 0.4)}" height="${n(height * 0.05)}" fill="${colour(canvas, 0)}"/>
<g fill="${colour(canvas, 0)}" opacity="0.88">${type}</g>`;
};

/** A road sign or shop sign in flat enamel colours, slightly off register. */
export const sign: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const size = Math.min(width, height) * random.range(0.55, 0.7);
  const cx = width / 2;
  const cy = height / 2;
  const diamond = random.chance(0.6);
  const plate = (dx: number, dy: number, paint: string) =>
    diamond
      ? `<rect x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.06)}" transform="translate(${n(dx)} ${n(dy)}) rotate(45 ${n(cx)} ${n(cy)})" ${paint}/>`
      : `<rect x="${n(width * 0.1)}" y="${n(height * 0.2)}" width="${n(width * 0.8)}" height="${n(height * 0.6)}" rx="${n(size * 0.04)}" transform="translate(${n(dx)} ${n(dy)})" ${paint}/>`;
  const offset = random.range(6, 16);
  let bars = "";
  for (let index = 0; index < random.int(2, 3); index += 1) {
    bars += `<rect x="${n(cx - size * 0.3)}" y="${n(cy - size * 0.18 + index * size * 0.16)}" width="${n(size * random.range(0.35, 0.6))}" height="${n(size * 0.09)}"/>`;
  }
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
${plate(0, 0, `fill="${colour(canvas, 1)}"`)}
${plate(offset, -offset / 2, `fill="none" stroke="${colour(canvas, 0)}" stroke-width="${n(size * 0.03)}"`)}
<g fill="${colour(canvas, 0)}" transform="translate(${n(offset / 2)} 0)">${bars}</g>
<circle cx="${n(cx + size * 0.2)}" cy="${n(cy + size * 0.05)}" r="${n(size * 0.1)}" fill="${mix(colour(canvas, 2), "#000000", 0.1)}" opacity="0.9"/>`;
};
