// Small helpers for writing the SVG that the motifs draw.
import type { Random } from "./random.ts";

/** What a motif draws on: a size, a seeded random source, and the artist's colours. */
export interface Canvas {
  width: number;
  height: number;
  random: Random;
  /** The artist's colours, darkest or strongest first. */
  palette: readonly string[];
  /** The paper, canvas or wall colour. */
  ground: string;
}

/** SVG markup for the inside of the <svg> element. */
export type Motif = (canvas: Canvas) => string;

/** Rounded numbers keep the markup short. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export type Point = readonly [number, number];

/** A smooth path through the points (quadratic curves between midpoints). */
export function smoothPath(points: readonly Point[], closed = false): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let index = 0; index < rest.length - 1; index += 1) {
    const [x, y] = rest[index] as Point;
    const [nx, ny] = rest[index + 1] as Point;
    d += ` Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  const last = rest.at(-1);
  if (last) d += ` L${n(last[0])} ${n(last[1])}`;
  return closed ? `${d} Z` : d;
}

/** A ridge line across the canvas at about `baseY`, closed down to the bottom edge. */
export function ridge(canvas: Canvas, baseY: number, amplitude: number, steps = 8): string {
  const { width, height, random } = canvas;
  const points: Point[] = [];
  for (let step = 0; step <= steps; step += 1) {
    points.push([(width * step) / steps, baseY + random.range(-amplitude, amplitude)]);
  }
  return `${smoothPath([[0, baseY], ...points, [width, baseY]])} L${n(width)} ${n(height)} L0 ${n(height)} Z`;
}

/** A closed, lumpy blob around a centre. */
export function blob(random: Random, cx: number, cy: number, r: number, lumps = 7): string {
  const points: Point[] = [];
  for (let index = 0; index <= lumps + 1; index += 1) {
    const angle = (index / lumps) * Math.PI * 2;
    const radius = r * random.range(0.7, 1.2);
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return smoothPath(points, true);
}

/** Mixes two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) * (1 - t) + channel(b, index) * t)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

export const gaussianBlur = (id: string, deviation: number): string =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;

export const linearGradient = (id: string, stops: readonly string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(
      (colour, index) =>
        `<stop offset="${n(index / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`,
    )
    .join("")}</linearGradient>`;

/** A darkened edge, as lenses and old photographs have. */
export const vignette = (canvas: Canvas, strength = 0.45): string =>
  `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${canvas.width}" height="${canvas.height}" fill="url(#vignette)"/>`;

/** Picks a palette colour by index, wrapping around. */
export const colour = (canvas: Canvas, index: number): string =>
  canvas.palette[
    ((index % canvas.palette.length) + canvas.palette.length) % canvas.palette.length
  ] ?? canvas.ground;

/**
 * librsvg paints every element that has `opacity` in a layer of its own, which makes pictures
 * of hundreds of translucent marks slow. For a single shape, fill and stroke opacity look the
 * same and cost nothing, so shapes get those instead (groups keep `opacity`).
 */
export function withCheapOpacity(markup: string): string {
  return markup.replace(
    /<(rect|circle|ellipse|path|line|polygon|polyline)\b([^>]*?) opacity="([^"]+)"/g,
    (_, tag: string, attributes: string, value: string) =>
      `<${tag}${attributes} fill-opacity="${value}" stroke-opacity="${value}"`,
  );
}
