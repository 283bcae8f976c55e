// The desk editor's backend over real HTTP (issue 31, items 4 and 8), against the production
// server with a real git repository and a local bare remote, a member signed in by a mailed code:
// every bad write, whatever the action, is refused with words naming the file and field and
// nothing is committed; an over-size body is refused before it is read; the 31st write of a
// member in a minute is told to wait; the live site keeps serving throughout.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EDITOR_REQUEST_BYTES } from "../../app/features/content-commits/editor-api.server.ts";
import {
  type DeskBrowser,
  deskBrowser,
  members,
  signInByMailedCode,
} from "../support/desk-browser.ts";
import { BOMB_EVENT, JPEG_BYTES, eventText } from "../support/hostile-content.ts";
import { connect } from "../support/raw-socket.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const API = "/desk/editor/api";
const ANN = "ann@example.org";
const BEA = "bea@example.org";

let folder = "";
let remote = "";
let server: RunningServer;
let smtp: TestSmtpServer;
let clients = 0;
const head = () =>
  execFileSync("git", ["rev-parse", "main"], { cwd: remote, encoding: "utf8" }).trim();

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-editor-writes-http-"));
  remote = path.join(folder, "remote.git");
  const work = path.join(folder, "work");
  execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["init", "-q", "--initial-branch=main", work]);
  // The gallery's repository: its real content, beside code the editor must never touch.
  cpSync(path.join(root, "app/content"), path.join(work, "app/content"), { recursive: true });
  mkdirSync(path.join(work, "server"));
  writeFileSync(path.join(work, "server/index.ts"), "export {};\n");
  writeFileSync(path.join(work, "package.json"), '{"name":"front"}\n');
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work });
  git("add", ".");
  git("-c", "user.name=Op", "-c", "user.email=op@example.org", "commit", "-qm", "start");
  git("push", "-q", remote, "main");
  smtp = await startTestSmtpServer();
  const databasePath = path.join(folder, "front.sqlite");
  server = await startServer({
    DATABASE_PATH: databasePath,
    GALLERY_NOW: "2025-07-15T12:00:00-04:00",
    WRITE_RATE_LIMIT: "0",
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`,
    GALLERY_INBOX: "gallery@example.org",
    SIGNUP_SECRET: "editor-writes-http-test-".padEnd(40, "x"),
    CONTENT_REPOSITORY_PATH: path.join(folder, "site.git"),
    CONTENT_REMOTE: remote,
  });
  members(databasePath, "add", ANN, "--name", "Ann Painter");
  members(databasePath, "add", BEA, "--name", "Bea Potter");
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A browser signed in as `email` by the code mailed to it, on a client address of its own. */
async function signedIn(email: string): Promise<DeskBrowser> {
  clients += 1;
  const at = deskBrowser(() => server.origin, `198.51.100.${clients}`);
  await signInByMailedCode(at, smtp, email);
  return at;
}

/** Posts `body` to the editor's backend as the editor does: JSON, the site's origin, the cookie. */
async function ask(at: DeskBrowser, body: unknown) {
  const response = await fetch(`${server.origin}${API}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.origin,
      "X-Forwarded-For": "198.51.100.200",
      Cookie: [...at.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    error: (JSON.parse(text) as { error?: string }).error ?? "",
  };
}

const base64 = (bytes: string | Uint8Array) => Buffer.from(bytes).toString("base64");
const media = (target: string, bytes: string | Uint8Array) => ({
  action: "persistMedia",
  params: { asset: { path: target, content: base64(bytes), encoding: "base64" } },
});
const entry = (target: string, raw: string, assets: object[] = []) => ({
  action: "persistEntry",
  params: { dataFiles: [{ path: target, raw }], assets },
});

const BAD_WRITES: [string, unknown, number, RegExp][] = [
  [
    "persistEntry: a YAML alias bomb",
    entry("app/content/events/2026-02-02-bomb.md", BOMB_EVENT),
    422,
    /bomb\.md: c: repeats a value through YAML aliases/,
  ],
  [
    "persistMedia: a show's file with any bytes",
    media("app/content/shows/x.md", "hello"),
    422,
    /shows\/x\.md: \(file\): has no front matter/,
  ],
  [
    "persistMedia: gallery.json as {}",
    media("app/content/gallery.json", "{}"),
    422,
    /gallery\.json: name: /,
  ],
  [
    "persistMedia: a YAML bomb as a show",
    media("app/content/shows/2026-02-bomb.md", BOMB_EVENT),
    422,
    /bomb\.md: c: /,
  ],
  [
    "persistMedia: text named .jpg",
    media("media/events/x.jpg", "<?php ?>"),
    422,
    /x\.jpg: picture: /,
  ],
  [
    "persistMedia: a name with ? and #",
    media("media/events/a?b#c.jpg", JPEG_BYTES),
    422,
    /file name: .*"a-b-c\.jpg"/,
  ],
  [
    "an entry's asset: gallery.json",
    entry("app/content/events/2026-02-02-x.md", eventText("X"), [
      { path: "app/content/gallery.json", content: base64("{}"), encoding: "base64" },
    ]),
    422,
    /gallery\.json: name: /,
  ],
  [
    "deleteFile: gallery.json",
    { action: "deleteFile", params: { path: "app/content/gallery.json" } },
    403,
    /gallery\.json: \(file\): the site cannot run without it/,
  ],
  [
    "deleteFiles: an index module",
    { action: "deleteFiles", params: { paths: ["app/content/shows.ts"] } },
    403,
    /shows\.ts is not content/,
  ],
  [
    "deleteFile: code",
    { action: "deleteFile", params: { path: "server/index.ts" } },
    403,
    /server\/index\.ts is not content/,
  ],
];

describe("the desk editor's writes over HTTP", () => {
  it("refuses every bad write with words naming the file and field, commits nothing, and the site serves", async () => {
    const ann = await signedIn(ANN);
    const before = head();
    for (const [what, body, status, words] of BAD_WRITES) {
      const answer = await ask(ann, body);
      console.log(`tried ${what}: ${answer.status} "${answer.error}"`);
      expect(answer.status, what).toBe(status);
      expect(answer.error, what).toMatch(words);
      expect(answer.error, what).not.toMatch(/\n\s+at |\/tmp\/|node_modules|\/work\//);
    }
    console.log(
      `commits on the remote after ${BAD_WRITES.length} bad writes: ${head() === before ? 0 : "some"}`,
    );
    expect(head()).toBe(before);
    for (const page of ["/", "/events", "/shows"]) {
      expect((await fetch(`${server.origin}${page}`)).status, page).toBe(200);
    }
  });

  it("refuses an over-size body by its declared size, before reading it whole", async () => {
    const ann = await signedIn(ANN);
    const connection = await connect(server.origin);
    const cookie = [...ann.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const declared = MAX_EDITOR_REQUEST_BYTES + 1;
    await connection.write(
      `POST ${API} HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nContent-Type: application/json\r\n` +
        `Origin: ${server.origin}\r\nCookie: ${cookie}\r\nContent-Length: ${declared}\r\n\r\n` +
        '{"action":"persistMedia","params":{"asset":{"path":"media/events/big.jpg","content":"',
    );
    const answer = await connection.closed;
    console.log(`sent 90 bytes of a body declared ${declared} bytes: ${answer.split("\r\n")[0]}`);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("a Publish carries at most 18 MB of pictures");
  });

  it("takes 30 writes a minute from a member, and tells the 31st when to come back", async () => {
    const bea = await signedIn(BEA);
    const ann = await signedIn(ANN);
    const nothing = { action: "deleteFile", params: { path: "media/events/none.jpg" } };
    const statuses: number[] = [];
    for (let write = 0; write < 30; write += 1) statuses.push((await ask(bea, nothing)).status);
    const over = await ask(bea, nothing);
    console.log(
      `30 writes: ${[...new Set(statuses)].join(", ")}; the 31st: ${over.status} "${over.error}" (Retry-After ${over.headers.get("retry-after")})`,
    );
    expect(statuses).toEqual(Array(30).fill(200));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.error).toMatch(/30 changes in a minute/);
    // Counted by the member, not the address: another member from the same one still writes,
    // and Bea's editor still reads.
    expect((await ask(ann, nothing)).status).toBe(200);
    expect((await ask(bea, { action: "info" })).status).toBe(200);
  });
});
