// `npm run content:check` as a release runs it (deploy/lib/build.ts), on a copy of this
// repository holding a YAML alias bomb: the check finishes fast, names the file and the field in
// words, and prints no stack and no path of the machine's.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOMB_EVENT } from "../../tests/support/hostile-content.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BOMB = "app/content/events/2026-02-02-bomb.md";
let copy = "";

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "front-content-check-"));
  for (const part of ["app", "scripts", "media", "package.json"]) {
    cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  writeFileSync(path.join(copy, BOMB), BOMB_EVENT);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the content check on a YAML alias bomb", () => {
  it("refuses it in words naming the file and field, and crashes not", async () => {
    const started = performance.now();
    const ran = await promisify(execFile)(process.execPath, ["scripts/content-check/run.ts"], {
      cwd: copy,
      encoding: "utf8",
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    const ms = performance.now() - started;
    console.log(`content check on a bomb: exit ${ran.code} in ${ms.toFixed(0)} ms:\n${ran.stderr}`);
    expect(ran.code).toBe(1);
    const lines = ran.stderr.trim().split("\n");
    expect(lines).toEqual([
      `${BOMB}: (file): c: repeats a value through YAML aliases (*name) more than 20 times; write the values out`,
      "content: 1 problem",
    ]);
    expect(ran.stderr).not.toContain(copy);
  });
});
