// Content files and pictures a hostile or careless writer could send (issue 31, item 4), for the
// unit and HTTP tests of the desk editor's write check and the content check.

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
