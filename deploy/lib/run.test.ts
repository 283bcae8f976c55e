import { describe, expect, it } from "vitest";
import { CommandFailed, CommandTimedOut, run } from "./run.ts";

describe("run", () => {
  it("returns what a command printed, and names a failed one with its last output", async () => {
    expect(await run("sh", ["-c", "echo hello"], { capture: true })).toBe("hello\n");
    const failed = await run("sh", ["-c", "echo broken >&2; exit 3"], { capture: true }).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(CommandFailed);
    expect((failed as CommandFailed).message).toContain("exit 3");
    expect((failed as CommandFailed).output).toContain("broken");
  });

  it("ends a step that runs over its limit, and what it started, within moments", async () => {
    const started = Date.now();
    // The shell starts a child that would outlive it: the whole group goes.
    const error = await run("sh", ["-c", "sleep 30 & sleep 30; echo never"], {
      capture: true,
      timeoutMs: 300,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandTimedOut);
    expect((error as Error).message).toMatch(/took longer than 0 s and was stopped/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
