// Motifs that look like photographs: work sheds, night skies, roadsides, and the gallery itself.
import {
  type Canvas,
  type Motif,
  colour,
  gaussianBlur,
  linearGradient,
  mix,
  n,
  ridge,
  vignette,
} from "./svg.ts";

/** A black-and-white interior: a long shed, light from high windows, blocks of stone. */
export const shedPhoto: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const vanishX = width * random.range(0.35, 0.65);
  const vanishY = height * random.range(0.38, 0.5);
  let windows = "";
  for (let index = 0; index < 6; index += 1) {
    const t = index / 6;
    const x = width * 0.02 + (vanishX - width * 0.02) * t;
    const h = height * 0.2 * (1 - t * 0.8);
    windows += `<rect x="${n(x)}" y="${n(height * 0.08 + (vanishY - height * 0.25) * t)}" width="${n(width * 0.06 * (1 - t * 0.8))}" height="${n(h)}" fill="#f2f2f0"/>`;
  }
  let blocks = "";
  for (let index = 0; index < random.int(3, 6); index += 1) {
    const w = width * random.range(0.1, 0.25);
    const h = height * random.range(0.08, 0.2);
    const x = random.range(0, width - w);
    const y = height * random.range(0.68, 0.86) - h;
    const grey = Math.round(random.range(90, 170)).toString(16).padStart(2, "0");
    blocks += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#${grey}${grey}${grey}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.15)}" fill="#fff" opacity="0.25"/>`;
  }
  const beam = `<polygon points="${n(width * 0.05)},${n(height * 0.15)} ${n(width * 0.13)},${n(height * 0.12)} ${n(width * random.range(0.5, 0.8))},${n(height)} ${n(width * random.range(0.3, 0.45))},${n(height)}" fill="#fff" opacity="0.18" filter="url(#haze)"/>`;
  return `<defs>${gaussianBlur("haze", width / 60)}${linearGradient("floor", ["#4a4a48", "#232322"])}</defs>
<rect width="${width}" height="${height}" fill="#3b3b3a"/>
<polygon points="0,0 ${width},0 ${n(vanishX + width * 0.1)},${n(vanishY - height * 0.1)} ${n(vanishX - width * 0.1)},${n(vanishY - height * 0.1)}" fill="#2a2a29"/>
<polygon points="0,${height} ${width},${height} ${n(vanishX + width * 0.1)},${n(vanishY + height * 0.1)} ${n(vanishX - width * 0.1)},${n(vanishY + height * 0.1)}" fill="url(#floor)"/>
<rect x="${n(vanishX - width * 0.1)}" y="${n(vanishY - height * 0.1)}" width="${n(width * 0.2)}" height="${n(height * 0.2)}" fill="#d8d8d4"/>
${windows}${beam}${blocks}
<line x1="0" y1="${n(height * 0.05)}" x2="${width}" y2="${n(height * 0.05)}" stroke="#111" stroke-width="${n(height * 0.025)}"/>
${vignette(canvas, 0.6)}`;
};

/** A night sky over a spruce ridge: stars, the Milky Way or an aurora. */
export const nightSky: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let stars = "";
  for (let index = 0; index < 500; index += 1) {
    stars += `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height * 0.8))}" r="${n(random.range(0.8, 2.6))}" opacity="${n(random.range(0.3, 1))}"/>`;
  }
  const aurora = random.chance(0.4);
  const glow = aurora
    ? `<path d="M0 ${n(height * 0.55)} Q${n(width * 0.3)} ${n(height * 0.15)} ${n(width * 0.6)} ${n(height * 0.45)} T${width} ${n(height * 0.3)} L${width} ${n(height * 0.7)} L0 ${n(height * 0.75)} Z" fill="${colour(canvas, 2)}" opacity="0.45" filter="url(#band)"/>`
    : `<ellipse cx="${n(width / 2)}" cy="${n(height * 0.4)}" rx="${n(width * 0.7)}" ry="${n(height * 0.09)}" transform="rotate(${n(random.range(-40, 40))} ${n(width / 2)} ${n(height * 0.4)})" fill="${colour(canvas, 3)}" opacity="0.35" filter="url(#band)"/>`;
  const ridgeY = height * random.range(0.78, 0.88);
  let spruce = "";
  for (let x = 0; x < width; x += random.range(12, 30)) {
    const h = random.range(height * 0.04, height * 0.13);
    spruce += `<polygon points="${n(x)},${n(ridgeY - h)} ${n(x - h * 0.2)},${n(ridgeY + 4)} ${n(x + h * 0.2)},${n(ridgeY + 4)}"/>`;
  }
  return `<defs>${linearGradient("night", [colour(canvas, 0), colour(canvas, 1)])}${gaussianBlur("band", width / 25)}</defs>
<rect width="${width}" height="${height}" fill="url(#night)"/>${glow}<g fill="#fff">${stars}</g>
<g fill="#050607">${spruce}</g><rect y="${n(ridgeY)}" width="${width}" height="${n(height - ridgeY)}" fill="#050607"/>`;
};

/** A colour photograph out of a car window: a road, a field, fog. */
export const roadPhoto: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const horizon = height * random.range(0.45, 0.58);
  const vanishX = width * random.range(0.35, 0.65);
  return `<defs>${linearGradient("sky", [colour(canvas, 4), mix(colour(canvas, 4), "#ffffff", 0.5)])}${linearGradient("fog", ["#ffffff", "#ffffff"])}${gaussianBlur("soft", width / 250)}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g filter="url(#soft)">
<path d="${ridge(canvas, horizon - height * 0.06, height * 0.04, 6)}" fill="${colour(canvas, 3)}"/>
<path d="${ridge(canvas, horizon, height * 0.015, 5)}" fill="${colour(canvas, 1)}"/>
<polygon points="${n(vanishX)},${n(horizon)} ${n(vanishX + width * 0.01)},${n(horizon)} ${n(width * 0.95)},${height} ${n(width * 0.15)},${height}" fill="#3d3f42"/>
<polygon points="${n(vanishX + 2)},${n(horizon)} ${n(vanishX + 5)},${n(horizon)} ${n(width * 0.57)},${height} ${n(width * 0.53)},${height}" fill="#e9c74a"/>
<rect x="${n(width * random.range(0.1, 0.3))}" y="${n(horizon - height * 0.16)}" width="${n(width * 0.12)}" height="${n(height * 0.12)}" fill="${colour(canvas, 0)}"/>
<polygon points="${n(width * 0.1)},${n(horizon - height * 0.16)} ${n(width * 0.16)},${n(horizon - height * 0.24)} ${n(width * 0.34)},${n(horizon - height * 0.16)}" fill="${mix(colour(canvas, 0), "#000000", 0.3)}"/>
</g>
<rect width="${width}" height="${height}" fill="#fff" opacity="${n(random.range(0.1, 0.35))}"/>
${vignette(canvas, 0.3)}`;
};

/** Framed work on white walls, seen from a corner of the room. */
function framesOnWall(
  canvas: Canvas,
  left: number,
  right: number,
  top: number,
  bottom: number,
): string {
  const { random } = canvas;
  let frames = "";
  let x = left + (right - left) * 0.05;
  while (x < right - (right - left) * 0.12) {
    const w = (right - left) * random.range(0.1, 0.2);
    const h = (bottom - top) * random.range(0.3, 0.5);
    const y = top + (bottom - top) * 0.42 - h / 2;
    frames += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#2b2b2b"/><rect x="${n(x + w * 0.07)}" y="${n(y + h * 0.07)}" width="${n(w * 0.86)}" height="${n(h * 0.86)}" fill="${colour(canvas, random.int(0, 9))}"/><rect x="${n(x + w * 0.07)}" y="${n(y + h * 0.55)}" width="${n(w * 0.86)}" height="${n(h * 0.38)}" fill="${colour(canvas, random.int(0, 9))}" opacity="0.7"/>`;
    x += w + (right - left) * random.range(0.05, 0.1);
  }
  return frames;
}

/** A visitor in silhouette: coat, head, a little tilted. */
function visitor(canvas: Canvas, x: number, floor: number, size: number): string {
  const { random } = canvas;
  const coat = mix(colour(canvas, random.int(0, 9)), "#222222", 0.55);
  return `<g transform="rotate(${n(random.range(-3, 3))} ${n(x)} ${n(floor)})"><rect x="${n(x - size * 0.16)}" y="${n(floor - size * 0.78)}" width="${n(size * 0.32)}" height="${n(size * 0.78)}" rx="${n(size * 0.12)}" fill="${coat}"/><circle cx="${n(x)}" cy="${n(floor - size * 0.88)}" r="${n(size * 0.11)}" fill="${mix("#8a6a52", "#3a2a20", random.next())}"/></g>`;
}

/** The gallery: a white room with work on the walls, a wood floor, and a few or many people. */
const room =
  (crowd: boolean): Motif =>
  (canvas) => {
    const { width, height, random } = canvas;
    const floorY = height * random.range(0.66, 0.74);
    const corner = width * random.range(0.55, 0.75);
    const peopleCount = crowd ? random.int(5, 10) : random.int(0, 2);
    let people = "";
    for (let index = 0; index < peopleCount; index += 1) {
      const depth = random.range(0, 1);
      people += visitor(
        canvas,
        width * random.range(0.05, 0.95),
        floorY + (height - floorY) * depth,
        height * (0.35 + depth * 0.35),
      );
    }
    let lights = "";
    for (let x = width * 0.1; x < width; x += width * 0.16) {
      lights += `<circle cx="${n(x)}" cy="${n(height * 0.06)}" r="${n(width * 0.008)}" fill="#fffbe6"/><polygon points="${n(x)},${n(height * 0.06)} ${n(x - width * 0.05)},${n(floorY * 0.6)} ${n(x + width * 0.05)},${n(floorY * 0.6)}" fill="#fff8dc" opacity="0.08"/>`;
    }
    return `<defs>${linearGradient("wall", ["#f1eee7", "#e3ded3"])}${linearGradient("boards", [canvas.ground, mix(canvas.ground, "#000000", 0.35)])}</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<polygon points="${n(corner)},0 ${width},0 ${width},${height} ${n(corner)},${n(floorY)}" fill="#d9d3c7"/>
<rect y="${n(height * 0.035)}" width="${width}" height="${n(height * 0.012)}" fill="#3a3a3a"/>
${framesOnWall(canvas, 0, corner, height * 0.1, floorY)}
<polygon points="0,${n(floorY)} ${n(corner)},${n(floorY)} ${width},${height} 0,${height}" fill="url(#boards)"/>
${lights}${people}`;
  };

/** An installation view: the room nearly empty, the work on the walls. */
export const galleryRoom = room(false);
/** An opening, a talk or a party: the room full of people. */
export const gathering = room(true);

/** The shop front on Barre Street: brick, a big window, a door and a sign band. */
export const storefront: Motif = (canvas) => {
  const { width, height } = canvas;
  let bricks = "";
  const brickHeight = height / 40;
  for (let row = 0; row < 40; row += 1) {
    const offset = row % 2 === 0 ? 0 : width / 32;
    for (let x = -offset; x < width; x += width / 16) {
      bricks += `<rect x="${n(x + 2)}" y="${n(row * brickHeight + 2)}" width="${n(width / 16 - 4)}" height="${n(brickHeight - 4)}"/>`;
    }
  }
  return `<defs>${linearGradient("glass", ["#9fb4c0", "#3d4c55"])}${linearGradient("glow", ["#fff1c9", "#e8c88a"])}</defs>
<rect width="${width}" height="${height}" fill="#5b3b2e"/><g fill="#8e4b36">${bricks}</g>
<rect x="${n(width * 0.06)}" y="${n(height * 0.16)}" width="${n(width * 0.88)}" height="${n(height * 0.1)}" fill="${colour(canvas, 0)}"/>
<rect x="${n(width * 0.3)}" y="${n(height * 0.19)}" width="${n(width * 0.4)}" height="${n(height * 0.04)}" fill="${colour(canvas, 1)}"/>
<rect x="${n(width * 0.08)}" y="${n(height * 0.32)}" width="${n(width * 0.56)}" height="${n(height * 0.5)}" fill="url(#glow)"/>
${framesOnWall(canvas, width * 0.1, width * 0.62, height * 0.34, height * 0.8)}
<polygon points="${n(width * 0.08)},${n(height * 0.32)} ${n(width * 0.3)},${n(height * 0.32)} ${n(width * 0.12)},${n(height * 0.82)} ${n(width * 0.08)},${n(height * 0.82)}" fill="#fff" opacity="0.2"/>
<rect x="${n(width * 0.7)}" y="${n(height * 0.32)}" width="${n(width * 0.2)}" height="${n(height * 0.56)}" fill="url(#glass)"/>
<rect x="${n(width * 0.7)}" y="${n(height * 0.32)}" width="${n(width * 0.2)}" height="${n(height * 0.56)}" fill="none" stroke="${colour(canvas, 0)}" stroke-width="${n(width * 0.012)}"/>
<rect y="${n(height * 0.88)}" width="${width}" height="${n(height * 0.12)}" fill="#77746f"/>
${vignette(canvas, 0.35)}`;
};
