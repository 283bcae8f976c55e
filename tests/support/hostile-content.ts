// Content files and pictures a hostile or careless writer could send (issue 31, item 4), for the
// unit, HTTP and deploy tests of the desk editor's write check, the content check and the updater.
import { crc32, deflateSync } from "node:zlib";

/** "Billion laughs" in YAML: each level an anchor repeating the one before nine times. */
export function yamlAliasBomb(levels = 12): string {
  const lines = ["title: A bomb", "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
  for (let level = 1; level < levels; level += 1) {
    const before = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    lines.push(`${name}: &${name} [${Array(9).fill(`*${before}`).join(", ")}]`);
  }
  return lines.join("\n");
}

/** An event entry whose front matter is an alias bomb. */
export const BOMB_EVENT = `---\n${yamlAliasBomb()}\n---\nAn evening.\n`;

/** The first bytes of a real JPEG (its signature and a JFIF header's start). */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

/** An event entry the schema takes, titled `title`. */
export const eventText = (title: string) =>
  `---\ntitle: ${title}\ndate: 2026-12-04T18:00\nimage:\n  src: new.jpg\n---\nAn evening.\n`;

/** A PNG chunk: its length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A picture bomb: a PNG of `edge` x `edge` pixels of one colour, about 31 KB for 16,000 and
 * 768 MB once decoded to RGB. Written by hand, one bit a pixel from a one-colour palette, in a
 * quarter of a second: sharp took 3.4 s (20 s on a busy machine) to encode the same size in RGB.
 */
export function pictureBomb(edge = 16_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header[8] = 1; // bits a pixel
  header[9] = 3; // colour type: palette
  // Each row: filter byte 0, then edge bits of palette index 0.
  const rows = Buffer.alloc((1 + Math.ceil(edge / 8)) * edge);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("PLTE", Buffer.from([0xc0, 0xff, 0xee])),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
