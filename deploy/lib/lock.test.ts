import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LockBusy, withLock } from "./lock.ts";

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), "lock.ts");

/** A process that takes the lock, holds it `holdMs`, and prints "got" or "busy". */
function contender(state: string, holdMs: number, startAt: number) {
  const script = `
    import { withLock } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${startAt}) {}
    try {
      await withLock(${JSON.stringify(state)}, () => new Promise((done) => setTimeout(done, ${holdMs})));
      console.log("got");
    } catch (error) {
      console.log(error.constructor.name === "LockBusy" ? "busy" : String(error));
    }`;
  return new Promise<string>((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", () => resolve(output.trim()));
  });
}

describe("the release lock", () => {
  it("lets exactly one of several releases started at the same instant go ahead", async () => {
    for (let round = 0; round < 3; round += 1) {
      const state = mkdtempSync(path.join(tmpdir(), "front-lock-"));
      const startAt = Date.now() + 1_500;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => contender(state, 1_000, startAt)),
      );
      expect(
        answers.filter((answer) => answer === "got"),
        answers.join(", "),
      ).toHaveLength(1);
      expect(answers.filter((answer) => answer === "busy")).toHaveLength(3);
    }
  });

  it("takes over the lock of a process that died, and lets go of it when the work ends", async () => {
    const state = mkdtempSync(path.join(tmpdir(), "front-lock-"));
    // A pid that no process has: the holder died without removing its lock.
    writeFileSync(path.join(state, "release.lock"), "2147483646\n");
    let held = "";
    await withLock(state, async () => {
      held = readFileSync(path.join(state, "release.lock"), "utf8").trim();
    });
    expect(held.split("\n")[0]).toBe(String(process.pid));
    await expect(withLock(state, async () => "again")).resolves.toBe("again");
  });

  it("takes over a lock from before a reboot, though its pid is alive again by chance", async () => {
    const state = mkdtempSync(path.join(tmpdir(), "front-lock-"));
    // This very process's pid, under another boot's id: a release killed by a power cut.
    writeFileSync(path.join(state, "release.lock"), `${process.pid}\nanother-boot\n`);
    await expect(withLock(state, async () => "after the reboot")).resolves.toBe("after the reboot");
    // The same pid under this boot's id is a holder alive now.
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    writeFileSync(path.join(state, "release.lock"), `${process.pid}\n${boot}\n`);
    await expect(withLock(state, async () => "now")).rejects.toBeInstanceOf(LockBusy);
  });

  it("refuses while a living process holds it", async () => {
    const state = mkdtempSync(path.join(tmpdir(), "front-lock-"));
    await withLock(state, async () => {
      await expect(withLock(state, async () => "inner")).rejects.toBeInstanceOf(LockBusy);
    });
  });
});
