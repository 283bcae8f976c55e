// Run once (issue 23): `node scripts/content/captions-to-works.ts`. Reads each show's picture
// captions ("Artist, *Title*, medium, dimensions, year") as works, writes them into the show's
// `works`, and removes the caption and maker from the picture, which are then made from its work
// (app/domain/works.ts). A caption that cannot be read as a work is left as it was and listed.
// Prices are not in the captions: every work moved is "on request" until a member prices it.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMap, isSeq, parseDocument, type YAMLMap } from "yaml";
import { splitFrontMatter } from "../../app/content/content-file.ts";
import { readCaption } from "./read-caption.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const folder = path.join(root, "app", "content", "shows");
const artistsFolder = path.join(root, "app", "content", "artists");

/** Members by name, from their files: "Tobias Wren" -> "tobias-wren". */
const memberSlugs = new Map(
  readdirSync(artistsFolder).map((file) => {
    const text = readFileSync(path.join(artistsFolder, file), "utf8");
    const name = /^name: (.+)$/m.exec(text)?.[1]?.replace(/^"|"$/g, "") ?? "";
    return [name, file.replace(/\.md$/, "")];
  }),
);

const unread: string[] = [];
let moved = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
  const text = readFileSync(path.join(folder, file), "utf8");
  const parts = splitFrontMatter(text);
  if (!parts) continue;
  const document = parseDocument(parts.yaml);
  const images = document.get("images");
  if (!isSeq(images) || document.has("works")) continue;
  const showArtist = document.get("artistParamName");
  const works: Record<string, unknown>[] = [];
  const ids = new Set<string>();
  for (const item of images.items) {
    if (!isMap(item)) continue;
    const image = item as YAMLMap;
    const caption = image.get("text");
    const src = String(image.get("src"));
    if (typeof caption !== "string") continue;
    const work = readCaption(caption);
    if (!work) {
      unread.push(`${file}: ${src}: "${caption}"`);
      continue;
    }
    const member = work.artistName ? memberSlugs.get(work.artistName) : undefined;
    const artist = image.get("artist") ?? member ?? (work.artistName ? undefined : showArtist);
    if (!artist && !work.artistName) {
      unread.push(`${file}: ${src}: "${caption}" (no artist)`);
      continue;
    }
    let id = work.id;
    for (let n = 2; ids.has(id); n += 1) id = `${work.id}-${n}`;
    ids.add(id);
    works.push({
      id,
      title: work.title,
      ...(artist ? { artist: String(artist) } : { artistName: work.artistName }),
      year: work.year,
      medium: work.medium,
      dimensions: work.dimensions,
      price: "on request",
      availability: "available",
      image: src,
    });
    image.delete("text");
    image.delete("artist");
    moved += 1;
  }
  if (works.length === 0) continue;
  document.set("works", works);
  writeFileSync(path.join(folder, file), `---\n${document.toString()}---\n${parts.body}`);
}

console.log(`captions-to-works: ${moved} works moved from captions`);
if (unread.length > 0) {
  console.log(`${unread.length} captions could not be read as works and were left as they were:`);
  for (const line of unread) console.log(`  ${line}`);
}
