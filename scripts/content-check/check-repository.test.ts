// The content check on a real folder (issue 31): a copy of the built-in content with a picture
// bomb, a path climbing out and names that are not slugs, each refused in words, naming the file
// (and, for what an entry names, the entry and the field), without a crash.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureBomb } from "../../tests/support/hostile-content.ts";
import { formatError } from "./check.ts";
import { checkRepository } from "./check-repository.ts";

const repository = path.resolve(import.meta.dirname, "../..");
let root: string;

const write = (file: string, bytes: Buffer | string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), bytes);
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "front-content-"));
  cpSync(path.join(repository, "app", "content"), path.join(root, "app", "content"), {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
  cpSync(path.join(repository, "media"), path.join(root, "media"), { recursive: true });
  write("media/artists/ada-quimby/bomb.png", pictureBomb());
  const ada = path.join(root, "app/content/artists/ada-quimby.md");
  writeFileSync(
    ada,
    readFileSync(ada, "utf8").replace("src: ada-quimby/01.jpg", "src: ada-quimby/bomb.png"),
  );
  const dev = path.join(root, "app/content/artists/dev-raman.md");
  writeFileSync(
    dev,
    readFileSync(dev, "utf8").replace(/src: dev-raman\/\S+/, "src: ../../../../etc/passwd.jpg"),
  );
  const event = readFileSync(
    path.join(root, "app/content/events/2023-12-15-members-holiday-party.md"),
  );
  write('app/content/events/party?x=1#top&y="2".md', event);
  write("app/content/events/New\nParty.md", event);
  write("media/shows/turning/My Photo.JPG", "not read: its name is refused first");
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the content check on a folder", () => {
  it("refuses a picture bomb, a path out of media/ and names that are not slugs, in words", async () => {
    const started = performance.now();
    const { errors } = await checkRepository(root);
    const lines = errors.map(formatError);
    console.log(
      `content check of ${root} in ${(performance.now() - started).toFixed(0)} ms:\n${lines.join("\n")}`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        "app/content/artists/ada-quimby.md: ada-quimby: images[0].src: media/artists/ada-quimby/bomb.png is 16000 x 16000 pixels; pictures may be at most 40 megapixels: export it smaller",
        'app/content/artists/dev-raman.md: dev-raman: thumbnail.src: "../../../../etc/passwd.jpg" climbs out of its folder: name a file inside it, like "maple-study/01.jpg"',
        'app/content/events/New%0AParty.md: (file): (name): the file name "New\\nParty.md" is refused: file names may hold only lowercase letters, digits and hyphens, with one extension (.md); rename it, e.g. "new-party.md"',
        'app/content/events/party%3Fx%3D1%23top%26y%3D%222%22.md: (file): (name): the file name "party?x=1#top&y=\\"2\\".md" is refused: file names may hold only lowercase letters, digits and hyphens, with one extension (.md); rename it, e.g. "party-x-1-top-y-2.md"',
        'media/shows/turning/My%20Photo.JPG: (file): (name): the file name "My Photo.JPG" is refused: file names may hold only lowercase letters, digits, hyphens and underscores, with one extension (.jpg, .jpeg, .png, .webp, .mp4, .webm); rename it, e.g. "my-photo.jpg"',
      ]),
    );
    // Every problem is one line that the updater keeps (deploy/lib/build.ts).
    for (const line of lines) expect(line).toMatch(/^(?:app\/content|media)\/\S+: [^\n]+$/);
  });
});
