// The site's Publishes against a real bare repository as the remote: the member is the author,
// the site the committer; two sites publishing at once both land, one after the other, with no
// force; a path that is not content changes nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JPEG_BYTES, eventText } from "../../../tests/support/hostile-content.ts";
import { createContentRepository } from "./content-repository.server.ts";

let dir = "";
let remote = "";

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const remoteGit = (...args: string[]) => gitIn(remote, ...args);
const site = (name: string) =>
  createContentRepository({
    repositoryPath: path.join(dir, name),
    remote,
    branch: "main",
    committer: { name: "The Front's website", email: "site@thefront.invalid" },
    readFreshnessMs: 0,
  });
const ada = { name: "Ada Member", email: "ada@example.org" };
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "front-content-commits-"));
  remote = path.join(dir, "remote.git");
  const work = path.join(dir, "work");
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", work]);
  writeFileSync(path.join(work, "package.json"), "{}\n");
  execFileSync("mkdir", ["-p", path.join(work, "app/content/events")]);
  writeFileSync(path.join(work, "app/content/events/old.md"), eventText("Old"));
  gitIn(work, "add", ".");
  gitIn(work, "-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "start");
  gitIn(work, "push", "-q", remote, "main");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the site commits a member's Publish", () => {
  it("as one commit, the member its author and the site its committer", async () => {
    const repository = site("clone.git");
    const commit = await repository.commit({
      changes: [
        {
          kind: "write",
          path: "app/content/events/new.md",
          bytes: bytes(eventText("New")),
        },
        { kind: "write", path: "media/events/new.jpg", bytes: JPEG_BYTES },
        { kind: "delete", path: "app/content/events/old.md" },
      ],
      author: ada,
      message: "Content: add events new",
    });
    expect(remoteGit("rev-parse", "main")).toBe(commit);
    expect(remoteGit("log", "-1", "--format=%an <%ae>|%cn <%ce>|%s", "main")).toBe(
      "Ada Member <ada@example.org>|The Front's website <site@thefront.invalid>|Content: add events new",
    );
    expect(
      remoteGit("diff", "--no-renames", "--name-status", "main~1", "main").split("\n"),
    ).toEqual([
      "A\tapp/content/events/new.md",
      "D\tapp/content/events/old.md",
      "A\tmedia/events/new.jpg",
    ]);
    // Every file written plainly.
    expect(remoteGit("ls-tree", "main", "media/events/new.jpg")).toMatch(/^100644 blob /);
    // And the editor reads it back, bytes and all.
    const [picture] = await repository.readFiles(["media/events/new.jpg"]);
    expect([...(picture?.bytes ?? [])]).toEqual([...JPEG_BYTES]);
    expect(await repository.listFiles("app/content/events", ".md", 1)).toEqual([
      { path: "app/content/events/new.md", id: expect.stringMatching(/^[0-9a-f]{40}$/) },
    ]);
  });

  it("refuses package.json or server/ and leaves the remote as it was", async () => {
    const before = remoteGit("rev-parse", "main");
    for (const path of ["package.json", "server/x.ts"]) {
      await expect(
        site("clone.git").commit({
          changes: [
            { kind: "write", path: "app/content/events/new.md", bytes: bytes("x") },
            { kind: "write", path, bytes: bytes("{}") },
          ],
          author: ada,
          message: "sneaky",
        }),
      ).rejects.toThrow(`${path} is not content`);
    }
    expect(remoteGit("rev-parse", "main")).toBe(before);
  });

  it("when two sites publish at once, both land in turn, neither forced", async () => {
    const start = remoteGit("rev-parse", "main");
    const change = (name: string) => ({
      changes: [
        {
          kind: "write" as const,
          path: `app/content/events/${name}.md`,
          bytes: bytes(eventText(name)),
        },
      ],
      author: ada,
      message: `add ${name}`,
    });
    const [first, second] = await Promise.all([
      site("one.git").commit(change("one")),
      site("two.git").commit(change("two")),
    ]);
    const history = remoteGit("rev-list", `${start}..main`).split("\n");
    expect(history).toHaveLength(2);
    expect(new Set(history)).toEqual(new Set([first, second]));
    // A line, not a merge: the later commit's parent is the earlier one.
    expect(remoteGit("rev-parse", "main~1~1")).toBe(start);
    expect(remoteGit("ls-tree", "--name-only", "main", "app/content/events/").split("\n")).toEqual([
      "app/content/events/old.md",
      "app/content/events/one.md",
      "app/content/events/two.md",
    ]);
  });

  it("makes no commit when the files are already as written", async () => {
    const before = remoteGit("rev-parse", "main");
    const same = await site("clone.git").commit({
      changes: [
        {
          kind: "write",
          path: "app/content/events/old.md",
          bytes: bytes(eventText("Old")),
        },
      ],
      author: ada,
      message: "nothing",
    });
    expect(same).toBeNull();
    expect(remoteGit("rev-parse", "main")).toBe(before);
  });
});

describe("the editor opening", () => {
  // Decap asks for every collection and the media library at once; on a fresh clone (or once
  // the last fetch is stale) each of those reads would fetch into the same clone.
  it("answers many reads at once on a fresh clone, and while a Publish is under way", async () => {
    const repository = site("clone.git");
    const reads = Array.from({ length: 12 }, () =>
      repository.listFiles("app/content/events", ".md", 1),
    );
    const publish = repository.commit({
      changes: [
        { kind: "write", path: "app/content/events/new.md", bytes: bytes(eventText("new")) },
      ],
      author: ada,
      message: "add new",
    });
    const more = Array.from({ length: 12 }, () =>
      repository.readFiles(["app/content/events/old.md"]),
    );
    const listed = await Promise.all(reads);
    expect(
      listed.every((files) => files.some((file) => file.path === "app/content/events/old.md")),
    ).toBe(true);
    expect(
      (await Promise.all(more)).every(([file]) => file?.path === "app/content/events/old.md"),
    ).toBe(true);
    const commit = await publish;
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(remoteGit("rev-parse", "main")).toBe(commit);
  });

  it("reads many files in one go, null for one missing, a folder, or a name no git line can ask", async () => {
    const files = await site("clone.git").readFiles([
      "app/content/events/old.md",
      "no/such file.md",
      "app/content/events",
      "bad\nname.md",
      "app/content/events/old.md",
    ]);
    expect(files.map((file) => file?.bytes.toString("utf8") ?? null)).toEqual([
      eventText("Old"),
      null,
      null,
      null,
      eventText("Old"),
    ]);
    expect(files[0]?.id).toBe(remoteGit("rev-parse", "main:app/content/events/old.md"));
  });
});
