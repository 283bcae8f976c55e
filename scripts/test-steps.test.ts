import { describe, expect, it } from "vitest";
import { formatSteps, type StepTime } from "./test-steps.ts";

const step = (script: string, seconds: number, ok = true): StepTime => ({
  script,
  seconds,
  ok,
  signal: null,
});

describe("npm test's table of steps", () => {
  it("counts a stage of steps side by side once, by its slowest, in the total", () => {
    const table = formatSteps(
      [step("lint", 26), step("typecheck", 11), step("build", 100)],
      [["lint", "typecheck"], ["build"]],
    );
    expect(table).toMatch(/lint\s+26 s {2}ok {2}\(side by side\)/);
    expect(table).toMatch(/build\s+100 s {2}ok\n/);
    expect(table).toMatch(/in all\s+126 s$/);
  });

  it("names the failed step and the steps a failure left unrun", () => {
    const table = formatSteps(
      [step("lint", 3), step("test:unit:zones", 40, false)],
      [["lint"], ["test:unit:zones"], ["build"], ["perf"]],
    );
    expect(table).toMatch(/test:unit:zones\s+40 s {2}FAILED/);
    expect(table).toContain("not run after the failure: build, perf");
  });

  it("says a step was skipped, not that it passed", () => {
    const table = formatSteps(
      [step("test:e2e", 500), { ...step("test:host", 0), skipped: true }],
      [["test:e2e", "test:host"]],
    );
    expect(table).toMatch(/test:host\s+0 s {2}skipped {2}\(side by side\)/);
    expect(table).toMatch(/in all\s+500 s$/);
  });
});
