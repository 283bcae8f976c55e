// Marks committed to the show's file in a real bare repository (the remote), through the same
// content-only path as the desk's editor: the latest mark of each work, the member who made it as
// the author, and a mark the schema would refuse kept at the desk with the reason in the audit.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../database/database.server.ts";
import { createContentRepository } from "../content-commits/content-repository.server.ts";
import { readAudit } from "./audit.server.ts";
import { commitMarks } from "./commit-marks.server.ts";
import { markAvailability, uncommittedMarks } from "./marks.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const SHOW_FILE = "app/content/shows/2025-07-signal-and-relay.md";
const showText = readFileSync(path.join(root, SHOW_FILE), "utf8");
const ann = { email: "ann@example.org", name: "Ann Painter" };
const bob = { email: "bob@example.org", name: "Bob Potter" };

let dir = "";
let remote = "";
let db: DatabaseSync;
const remoteGit = (...args: string[]) =>
  execFileSync("git", ["--git-dir", remote, ...args], { encoding: "utf8" }).trim();
const repository = () =>
  createContentRepository({
    repositoryPath: path.join(dir, "site.git"),
    remote,
    branch: "main",
    committer: { name: "The Front's website", email: "site@thefront.invalid" },
    readFreshnessMs: 0,
  });
let clock = 1_750_000_000_000;
const now = () => (clock += 1000);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "front-commit-marks-"));
  remote = path.join(dir, "remote.git");
  const work = path.join(dir, "work");
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", work]);
  mkdirSync(path.join(work, path.dirname(SHOW_FILE)), { recursive: true });
  // "static" on request: a sold work keeps its price in dollars, so marking it sold stays here.
  writeFileSync(
    path.join(work, SHOW_FILE),
    showText.replace(/(id: static[\s\S]*?price: )\d+/, "$1on request"),
  );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work });
  git("add", ".");
  git("-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "start");
  git("push", "-q", remote, "main");
  db = openDatabase(":memory:");
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const mark = (workId: string, seen: string, to: string, member = ann) =>
  markAvailability(db, {
    showName: "signal-and-relay",
    workId,
    contentValue: "available",
    seen: seen as "available",
    to: to as "available",
    member,
    nowMs: now(),
  });

describe("desk marks committed to the show's file", () => {
  it("writes each work's latest mark as one commit by the member who made it", async () => {
    expect(mark("listening-post", "available", "sold")).toBe("marked");
    expect(mark("antenna-field", "available", "sold")).toBe("marked");
    expect(mark("listening-post", "sold", "reserved", bob)).toBe("marked");

    const done = await commitMarks(db, repository(), now);

    expect(done.commits).toHaveLength(1);
    expect(remoteGit("log", "-1", "--format=%an <%ae>|%cn", "main")).toBe(
      "Bob Potter <bob@example.org>|The Front's website",
    );
    expect(remoteGit("log", "-1", "--format=%B", "main")).toContain(
      "Co-authored-by: Ann Painter <ann@example.org>",
    );
    expect(remoteGit("diff", "--name-only", "main~1", "main")).toBe(SHOW_FILE);
    const file = remoteGit("show", `main:${SHOW_FILE}`);
    expect(file).toMatch(/id: listening-post[\s\S]*?availability: reserved/);
    expect(file).toMatch(/id: antenna-field[\s\S]*?availability: sold/);
    expect(remoteGit("diff", "main~1", "main").match(/^[-+] /gm)).toHaveLength(4);
    expect(uncommittedMarks(db)).toEqual([]);
    // Nothing is left to commit: a second run makes no commit.
    expect((await commitMarks(db, repository(), now)).commits).toEqual([]);
  });

  it("keeps at the desk a mark whose show's file the write check refuses, and goes on", async () => {
    // Someone named the show's file by hand with capitals and a space.
    const work = path.join(dir, "renamer");
    execFileSync("git", ["clone", "--quiet", remote, work]);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: work });
    git("mv", SHOW_FILE, "app/content/shows/Signal Relay.md");
    git("-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "rename");
    git("push", "-q", "origin", "main");
    const head = remoteGit("rev-parse", "main");
    expect(mark("antenna-field", "available", "sold")).toBe("marked");

    const done = await commitMarks(db, repository(), now);

    expect(done.kept.map(({ problem }) => problem)).toEqual([
      expect.stringMatching(/Signal Relay\.md: file name: .*"signal-relay\.md"/),
    ]);
    expect(remoteGit("rev-parse", "main")).toBe(head);
    expect(uncommittedMarks(db)).toEqual([]);
  });

  it("keeps at the desk a mark the show's file could not hold, and says why", async () => {
    const head = remoteGit("rev-parse", "main");
    expect(mark("static", "available", "sold")).toBe("marked");

    const done = await commitMarks(db, repository(), now);

    expect(done.commits).toEqual([]);
    expect(done.kept.map(({ mark: kept, problem }) => [kept.workId, problem])).toEqual([
      ["static", expect.stringMatching(/price in dollars/)],
    ]);
    expect(remoteGit("rev-parse", "main")).toBe(head);
    expect(uncommittedMarks(db)).toEqual([]);
    expect(readAudit(db).map((entry) => entry.action)).toContain("mark-kept-at-desk");
  });
});
