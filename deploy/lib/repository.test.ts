import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedFiles, commitsBetween, fetchMirror, lastChangeOf } from "./repository.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

describe("the mirror", () => {
  it("ends a fetch from a remote that never answers within its limit", async () => {
    // A server that takes the connection and says nothing: a network that swallows packets.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const mirror = mkdtempSync(path.join(tmpdir(), "front-mirror-"));
    git(mirror, "init", "--quiet", "--bare");
    git(mirror, "remote", "add", "origin", `git://127.0.0.1:${port}/site.git`);
    const started = Date.now();
    try {
      await expect(fetchMirror(mirror, 1_000)).rejects.toThrow(/took longer than 1 s/);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      silent.close();
    }
  });

  it("names each changed file with its mode, and who last changed one", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "front-repo-"));
    git(work, "init", "--quiet");
    git(work, "config", "user.email", "ada@example.org");
    git(work, "config", "user.name", "Ada Quimby");
    writeFileSync(path.join(work, "entry.md"), "one\n");
    git(work, "add", "-A");
    git(work, "commit", "--quiet", "-m", "First");
    const first = git(work, "rev-parse", "HEAD");
    writeFileSync(path.join(work, "entry.md"), "two\n");
    execFileSync("ln", ["-s", "/etc/passwd", path.join(work, "link.jpg")]);
    git(work, "add", "-A");
    git(work, "commit", "--quiet", "-m", "Content: update entry");
    const second = git(work, "rev-parse", "HEAD");
    const dir = path.join(work, ".git");

    expect(await changedFiles(dir, first, second)).toEqual([
      { path: "entry.md", mode: "100644" },
      { path: "link.jpg", mode: "120000" },
    ]);
    const commits = await commitsBetween(dir, first, second, 20);
    expect(commits.map((commit) => [commit.commit, commit.author, commit.subject])).toEqual([
      [second, "Ada Quimby", "Content: update entry"],
    ]);
    expect(await lastChangeOf(dir, first, second, "entry.md")).toBe(
      `Ada Quimby in ${second.slice(0, 7)} ("Content: update entry")`,
    );
  });
});
