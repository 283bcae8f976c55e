// Motifs that look like paintings: landscapes, rooms, still lifes, portraits, abstractions.
import {
  type Canvas,
  type Motif,
  blob,
  colour,
  gaussianBlur,
  linearGradient,
  mix,
  n,
  ridge,
} from "./svg.ts";

/** Short, faint strokes that follow the forms, as a loaded brush leaves. */
function brushwork(canvas: Canvas, count: number, opacity: number): string {
  const { width, height, random } = canvas;
  let marks = "";
  for (let index = 0; index < count; index += 1) {
    const x = random.range(0, width);
    const y = random.range(0, height);
    const length = random.range(width * 0.015, width * 0.045);
    const angle = random.range(-12, 12);
    marks += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(length / 2)}" ry="${n(length * 0.09)}" fill="${colour(canvas, random.int(0, 9))}" opacity="${n(opacity * random.range(0.4, 1))}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
  }
  return marks;
}

/** Layered hills under a graded sky, with brushwork: an oil or pastel landscape. */
export const landscape: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const horizon = height * random.range(0.35, 0.55);
  const layers = random.int(3, 5);
  let hills = "";
  for (let layer = 0; layer < layers; layer += 1) {
    const y = horizon + ((height - horizon) * layer) / (layers + 0.5);
    const fill = mix(colour(canvas, layer + 1), "#1d1a17", layer / (layers * 2.2));
    hills += `<path d="${ridge(canvas, y, height * 0.06, random.int(5, 9))}" fill="${fill}"/>`;
  }
  const river = random.chance(0.5)
    ? `<path d="M${n(width * random.range(0.2, 0.5))} ${n(height)} Q${n(width * 0.5)} ${n(horizon + height * 0.2)} ${n(width * random.range(0.55, 0.8))} ${n(horizon + height * 0.08)}" stroke="${mix(colour(canvas, 4), "#ffffff", 0.5)}" stroke-width="${n(width * 0.025)}" fill="none" opacity="0.7"/>`
    : "";
  return `<defs>${linearGradient("sky", [mix(colour(canvas, 4), "#ffffff", 0.35), colour(canvas, 5)])}${gaussianBlur("soft", width / 400)}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<g filter="url(#soft)">${hills}${river}</g>
${brushwork(canvas, 220, 0.1)}`;
};

/** Flat planes of wall, window, table and a patch of late light: a small gouache interior. */
export const interior: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const windowX = width * random.range(0.15, 0.55);
  const windowWidth = width * random.range(0.25, 0.35);
  const windowTop = height * random.range(0.1, 0.2);
  const windowHeight = height * random.range(0.3, 0.42);
  const tableY = height * random.range(0.62, 0.72);
  let things = "";
  for (let index = 0; index < random.int(2, 4); index += 1) {
    const x = width * random.range(0.15, 0.8);
    const size = width * random.range(0.04, 0.09);
    things += random.chance(0.5)
      ? `<ellipse cx="${n(x)}" cy="${n(tableY - size * 0.6)}" rx="${n(size)}" ry="${n(size * 0.7)}" fill="${colour(canvas, index + 3)}"/>`
      : `<rect x="${n(x)}" y="${n(tableY - size * 1.8)}" width="${n(size)}" height="${n(size * 1.8)}" fill="${colour(canvas, index + 2)}"/>`;
  }
  return `<rect width="${width}" height="${height}" fill="${colour(canvas, 0)}"/>
<rect x="${n(windowX)}" y="${n(windowTop)}" width="${n(windowWidth)}" height="${n(windowHeight)}" fill="${colour(canvas, 4)}"/>
<defs><clipPath id="pane"><rect x="${n(windowX)}" y="${n(windowTop)}" width="${n(windowWidth)}" height="${n(windowHeight)}"/></clipPath></defs>
<g clip-path="url(#pane)"><path d="${ridge({ ...canvas, width: windowWidth }, windowHeight * 0.65, windowHeight * 0.08, 4)}" transform="translate(${n(windowX)} ${n(windowTop)})" fill="${colour(canvas, 5)}" opacity="0.9"/></g>
<rect x="${n(windowX - 8)}" y="${n(windowTop - 8)}" width="${n(windowWidth + 16)}" height="${n(windowHeight + 16)}" fill="none" stroke="${colour(canvas, 1)}" stroke-width="${n(width * 0.015)}"/>
<line x1="${n(windowX + windowWidth / 2)}" y1="${n(windowTop)}" x2="${n(windowX + windowWidth / 2)}" y2="${n(windowTop + windowHeight)}" stroke="${colour(canvas, 1)}" stroke-width="${n(width * 0.008)}"/>
<polygon points="${n(windowX)},${n(tableY)} ${n(windowX + windowWidth)},${n(tableY)} ${n(windowX + windowWidth * 1.6)},${n(height)} ${n(windowX + windowWidth * 0.4)},${n(height)}" fill="${colour(canvas, 6)}" opacity="0.45"/>
<rect x="0" y="${n(tableY)}" width="${width}" height="${n(height - tableY)}" fill="${colour(canvas, 2)}" opacity="0.85"/>
${things}${brushwork(canvas, 80, 0.06)}`;
};

/** Fruit and vessels on a cloth, lit from one side. */
export const stillLife: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const tableY = height * random.range(0.5, 0.62);
  let fruit = "";
  const count = random.int(3, 5);
  for (let index = 0; index < count; index += 1) {
    const cx = width * (0.2 + (0.6 * (index + random.range(0.1, 0.9))) / count);
    const r = Math.min(width, height) * random.range(0.06, 0.1);
    const cy = tableY + (height - tableY) * random.range(0.25, 0.5);
    const id = `fruit${index}`;
    fruit += `<defs><radialGradient id="${id}" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${mix(colour(canvas, index + 2), "#ffffff", 0.45)}"/><stop offset="1" stop-color="${mix(colour(canvas, index + 2), "#000000", 0.35)}"/></radialGradient></defs>
<ellipse cx="${n(cx + r * 0.5)}" cy="${n(cy + r * 0.85)}" rx="${n(r * 1.1)}" ry="${n(r * 0.25)}" fill="#000" opacity="0.25"/>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * random.range(0.9, 1.15))}" fill="url(#${id})"/>`;
  }
  return `<defs>${linearGradient("wall", [colour(canvas, 0), mix(colour(canvas, 0), "#000000", 0.3)], false)}${gaussianBlur("soft", width / 500)}</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<path d="M0 ${n(tableY)} L${width} ${n(tableY - height * 0.03)} L${width} ${height} L0 ${height} Z" fill="${colour(canvas, 1)}"/>
<path d="${blob(random, width * 0.5, tableY + (height - tableY) * 0.55, width * 0.42, 9)}" fill="${mix(colour(canvas, 5), "#ffffff", 0.2)}" opacity="0.9"/>
<g filter="url(#soft)">${fruit}</g>`;
};

/** A seated figure against a flat ground: head, shoulders, hands, in broad planes. */
export const portrait: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const cx = width * random.range(0.42, 0.58);
  const headY = height * random.range(0.28, 0.36);
  const headR = width * random.range(0.11, 0.14);
  const skin = colour(canvas, random.int(3, 4));
  const coat = colour(canvas, random.int(1, 2));
  return `<defs>${gaussianBlur("soft", width / 350)}${linearGradient("bg", [colour(canvas, 0), mix(colour(canvas, 0), colour(canvas, 5), 0.5)])}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g filter="url(#soft)">
<path d="M${n(cx - width * 0.36)} ${height} Q${n(cx - width * 0.3)} ${n(headY + headR * 1.6)} ${n(cx)} ${n(headY + headR * 1.5)} Q${n(cx + width * 0.3)} ${n(headY + headR * 1.6)} ${n(cx + width * 0.36)} ${height} Z" fill="${coat}"/>
<rect x="${n(cx - headR * 0.35)}" y="${n(headY + headR * 0.7)}" width="${n(headR * 0.7)}" height="${n(headR * 0.9)}" fill="${mix(skin, "#000000", 0.2)}"/>
<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headR * 0.82)}" ry="${n(headR)}" fill="${skin}"/>
<path d="M${n(cx - headR * 0.85)} ${n(headY - headR * 0.1)} Q${n(cx)} ${n(headY - headR * 1.5)} ${n(cx + headR * 0.85)} ${n(headY - headR * 0.1)} Z" fill="${colour(canvas, random.int(6, 7))}"/>
<ellipse cx="${n(cx - headR * 0.3)}" cy="${n(headY + headR * 0.05)}" rx="${n(headR * 0.1)}" ry="${n(headR * 0.06)}" fill="#2a1e18"/>
<ellipse cx="${n(cx + headR * 0.3)}" cy="${n(headY + headR * 0.05)}" rx="${n(headR * 0.1)}" ry="${n(headR * 0.06)}" fill="#2a1e18"/>
<ellipse cx="${n(cx + width * random.range(-0.1, 0.1))}" cy="${n(height * 0.86)}" rx="${n(width * 0.12)}" ry="${n(width * 0.05)}" fill="${skin}"/>
</g>
${brushwork(canvas, 160, 0.08)}`;
};

/** Flat fields of colour meeting at hard, straight edges. */
export const hardEdge: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let shapes = "";
  const split = (x: number, y: number, w: number, h: number, depth: number): void => {
    if (depth === 0 || (depth < 3 && random.chance(0.3))) {
      shapes += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${colour(canvas, random.int(0, 9))}"/>`;
      return;
    }
    const t = random.range(0.3, 0.7);
    if (w > h) {
      split(x, y, w * t, h, depth - 1);
      split(x + w * t, y, w * (1 - t), h, depth - 1);
    } else {
      split(x, y, w, h * t, depth - 1);
      split(x, y + h * t, w, h * (1 - t), depth - 1);
    }
  };
  split(0, 0, width, height, random.int(3, 4));
  const arc = random.chance(0.5)
    ? `<circle cx="${n(width * random.range(0.3, 0.7))}" cy="${n(height * random.range(0.3, 0.7))}" r="${n(Math.min(width, height) * random.range(0.15, 0.3))}" fill="${colour(canvas, random.int(0, 9))}"/>`
    : "";
  return `<rect width="${width}" height="${height}" fill="${canvas.ground}"/>${shapes}${arc}`;
};

/** Soft-edged bands of glowing colour stacked on a warm ground, as wax builds up. */
export const colourField: Motif = (canvas) => {
  const { width, height, random } = canvas;
  const bands = random.int(2, 3);
  let fields = "";
  for (let index = 0; index < bands; index += 1) {
    const top = height * (0.07 + (0.86 * index) / bands);
    fields += `<rect x="${n(width * 0.08)}" y="${n(top)}" width="${n(width * 0.84)}" height="${n((height * 0.8) / bands)}" rx="${n(width * 0.02)}" fill="${colour(canvas, index + 1)}" opacity="${n(random.range(0.75, 0.95))}"/>`;
  }
  let cells = "";
  const r = width * 0.035;
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const cx = width * random.range(0.1, 0.9);
      const cy = height * random.range(0.1, 0.9);
      const points = [0, 1, 2, 3, 4, 5]
        .map(
          (k) =>
            `${n(cx + r * Math.cos((Math.PI / 3) * k))},${n(cy + r * Math.sin((Math.PI / 3) * k))}`,
        )
        .join(" ");
      if ((row + column) % 3 === 0)
        cells += `<polygon points="${points}" fill="none" stroke="${mix(colour(canvas, 0), "#ffffff", 0.4)}" stroke-width="3" opacity="0.35"/>`;
    }
  }
  return `<defs>${gaussianBlur("wax", width / 90)}</defs>
<rect width="${width}" height="${height}" fill="${colour(canvas, 0)}"/>
<g filter="url(#wax)">${fields}</g>${cells}`;
};

/** Overlapping translucent washes on white paper, with a few drawn reeds. */
export const watercolour: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let washes = "";
  for (let index = 0; index < random.int(7, 11); index += 1) {
    washes += `<path d="${blob(random, width * random.range(0.1, 0.9), height * random.range(0.15, 0.9), Math.min(width, height) * random.range(0.12, 0.3))}" fill="${colour(canvas, index)}" opacity="${n(random.range(0.25, 0.5))}"/>`;
  }
  let reeds = "";
  for (let index = 0; index < random.int(6, 14); index += 1) {
    const x = width * random.range(0.05, 0.95);
    reeds += `<path d="M${n(x)} ${height} Q${n(x + random.range(-30, 30))} ${n(height * 0.75)} ${n(x + random.range(-60, 60))} ${n(height * random.range(0.35, 0.6))}" stroke="${colour(canvas, 0)}" stroke-width="${n(random.range(3, 7))}" fill="none" opacity="0.7"/>`;
  }
  return `<defs>${gaussianBlur("wet", width / 160)}</defs>
<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
<g filter="url(#wet)">${washes}</g>${reeds}`;
};

/** Quick black brush strokes and grey washes on white paper, most of it left empty. */
export const ink: Motif = (canvas) => {
  const { width, height, random } = canvas;
  let strokes = "";
  for (let index = 0; index < random.int(3, 6); index += 1) {
    const y = height * random.range(0.45, 0.9);
    const x = width * random.range(-0.1, 0.6);
    strokes += `<path d="M${n(x)} ${n(y)} Q${n(x + width * 0.2)} ${n(y - height * random.range(0.1, 0.35))} ${n(x + width * random.range(0.4, 0.7))} ${n(y + random.range(-20, 40))}" stroke="#1b1b1b" stroke-width="${n(random.range(6, 26))}" stroke-linecap="round" fill="none" opacity="${n(random.range(0.55, 0.95))}"/>`;
  }
  let trunks = "";
  for (let index = 0; index < random.int(0, 5); index += 1) {
    const x = width * random.range(0.1, 0.9);
    trunks += `<line x1="${n(x)}" y1="${n(height * random.range(0.05, 0.3))}" x2="${n(x + random.range(-12, 12))}" y2="${height}" stroke="#222" stroke-width="${n(random.range(4, 12))}" stroke-linecap="round" opacity="0.8"/>`;
  }
  return `<defs>${gaussianBlur("wash", width / 60)}</defs>
<rect width="${width}" height="${height}" fill="${canvas.ground}"/>
<path d="${ridge(canvas, height * random.range(0.35, 0.55), height * 0.15, 5)}" fill="#8a8a86" opacity="0.35" filter="url(#wash)"/>
${strokes}${trunks}
<rect x="${n(width * 0.86)}" y="${n(height * 0.78)}" width="${n(width * 0.04)}" height="${n(width * 0.06)}" fill="#b3261e"/>`;
};
