// Every write the desk editor's backend makes passes the one check, whatever the action, and
// within its bounds (issue 31, items 4 and 8), against a real bare repository: each bad write is
// refused with a 4xx naming the file and field, and nothing is committed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOMB_EVENT, JPEG_BYTES, eventText } from "../../../tests/support/hostile-content.ts";
import { createContentRepository } from "./content-repository.server.ts";
import { MAX_EDITOR_REQUEST_BYTES, answerEditorRequest } from "./editor-api.server.ts";
import { createWriteGate, EDITOR_WRITE_BOUNDS } from "./write-gate.ts";

let dir = "";
let remote = "";
const member = { name: "Ada Member", email: "ada@example.org" };
const OLD = "app/content/events/2026-01-01-old.md";
const remoteGit = (...args: string[]) =>
  execFileSync("git", args, { cwd: remote, encoding: "utf8" }).trim();
const base64 = (text: string | Uint8Array) => Buffer.from(text).toString("base64");

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "front-editor-writes-"));
  remote = path.join(dir, "remote.git");
  const work = path.join(dir, "work");
  execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["init", "-q", "--initial-branch=main", work]);
  mkdirSync(path.join(work, "app/content/events"), { recursive: true });
  writeFileSync(path.join(work, "app/content/gallery.json"), "{}\n");
  writeFileSync(path.join(work, OLD), eventText("Old"));
  const inWork = (...args: string[]) => execFileSync("git", args, { cwd: work });
  inWork("add", ".");
  inWork("-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "start");
  inWork("push", "-q", remote, "main");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let site: ReturnType<typeof createContentRepository> | undefined;
const siteRepository = () =>
  (site ??= createContentRepository({
    repositoryPath: path.join(dir, "site.git"),
    remote,
    branch: "main",
    committer: { name: "The Front's website", email: "site@thefront.invalid" },
    readFreshnessMs: 0,
  }));

async function ask(body: unknown, gate = createWriteGate(), headers: Record<string, string> = {}) {
  const request = new Request("http://127.0.0.1/desk/editor/api", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await answerEditorRequest(request, siteRepository(), member, undefined, gate);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { error?: string },
  };
}

const media = (target: string, bytes: string | Uint8Array) => ({
  action: "persistMedia",
  params: { asset: { path: target, content: base64(bytes), encoding: "base64" } },
});
const entry = (dataFiles: object[], assets: object[] = []) => ({
  action: "persistEntry",
  params: { dataFiles, assets },
});

describe("every write of the desk editor passes the one check", () => {
  it.each([
    [
      "persistMedia writing a show",
      media("app/content/shows/x.md", "anything"),
      422,
      /shows\/x\.md: \(file\): has no front matter/,
    ],
    [
      "persistMedia writing gallery.json",
      media("app/content/gallery.json", "{}"),
      422,
      /gallery\.json: name: /,
    ],
    [
      "persistMedia writing a YAML bomb",
      media("app/content/events/2026-02-02-x.md", BOMB_EVENT),
      422,
      /x\.md: c: repeats a value through YAML aliases/,
    ],
    [
      "persistMedia with text as a picture",
      media("media/events/x.jpg", "not a picture"),
      422,
      /x\.jpg: picture: /,
    ],
    [
      "persistMedia with a camera's name",
      media("media/events/IMG_1.JPG", JPEG_BYTES),
      422,
      /IMG_1\.JPG: file name: .*"img-1\.jpg"/,
    ],
    [
      "persistEntry with a YAML bomb",
      entry([{ path: "app/content/events/2026-02-02-x.md", raw: BOMB_EVENT }]),
      422,
      /x\.md: c: /,
    ],
    [
      "an entry's asset writing gallery.json",
      entry(
        [{ path: "app/content/events/2026-02-02-x.md", raw: eventText("X") }],
        [{ path: "app/content/gallery.json", content: base64("{}"), encoding: "base64" }],
      ),
      422,
      /gallery\.json: name: /,
    ],
    [
      "a move to a name not a slug",
      entry([{ path: OLD, newPath: "app/content/events/Old Event.md", raw: eventText("Old") }]),
      422,
      /Old Event\.md: file name: /,
    ],
    [
      "deleteFile of gallery.json",
      { action: "deleteFile", params: { path: "app/content/gallery.json" } },
      403,
      /gallery\.json: \(file\): the site cannot run without it/,
    ],
    [
      "deleteFiles with gallery.json",
      { action: "deleteFiles", params: { paths: [OLD, "app/content/gallery.json"] } },
      403,
      /gallery\.json: \(file\): the site cannot/,
    ],
    [
      "deleteFiles with an index module",
      { action: "deleteFiles", params: { paths: ["app/content/events.ts"] } },
      403,
      /events\.ts is not content/,
    ],
  ])("refuses %s with words, and commits nothing", async (_, body, status, words) => {
    const before = remoteGit("rev-parse", "main");
    const started = performance.now();
    const answer = await ask(body);
    console.log(
      `${_}: ${answer.status} ${answer.body.error} (${(performance.now() - started).toFixed(0)} ms)`,
    );
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(words);
    expect(answer.body.error).not.toMatch(/\n\s+at |\/tmp\/|node_modules/);
    expect(remoteGit("rev-parse", "main")).toBe(before);
  });

  it("moves an entry to a slug and removes an entry, each through the check", async () => {
    const moved = "app/content/events/2026-01-01-old-event.md";
    expect((await ask(entry([{ path: OLD, newPath: moved, raw: eventText("Old") }]))).status).toBe(
      200,
    );
    expect((await ask({ action: "deleteFiles", params: { paths: [moved] } })).status).toBe(200);
    expect(remoteGit("ls-tree", "--name-only", "-r", "main")).toBe("app/content/gallery.json");
  });
});

describe("the bounds of the editor's writes", () => {
  it("refuses a body larger than its bound by its declared size, before reading it", async () => {
    const answer = await ask({ action: "info" }, createWriteGate(), {
      "Content-Length": String(MAX_EDITOR_REQUEST_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/at most 18 MB of pictures/);
  });

  it("takes 30 writes a minute from a member; the 31st is told when to come back", async () => {
    const gate = createWriteGate({ ...EDITOR_WRITE_BOUNDS, perMemberPerMinute: 3 });
    const nothing = { action: "deleteFile", params: { path: "media/events/none.jpg" } };
    for (let write = 0; write < 3; write += 1) expect((await ask(nothing, gate)).status).toBe(200);
    const over = await ask(nothing, gate);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(over.body.error).toMatch(/3 changes in a minute/);
    // Reads are not writes: the editor still opens.
    expect((await ask({ action: "info" }, gate)).status).toBe(200);
  });

  it("lets a write wait briefly for its turn, then says to try again, with Retry-After", async () => {
    const gate = createWriteGate({ ...EDITOR_WRITE_BOUNDS, waitMs: 50 });
    await gate.turn(member.email);
    await gate.turn(member.email);
    const answer = await ask(
      { action: "deleteFile", params: { path: "media/events/x.jpg" } },
      gate,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("5");
    expect(answer.body.error).toMatch(/2 of your changes are still being saved/);
  });
});
