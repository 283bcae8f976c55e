import { describe, expect, it } from "vitest";
import { coresBusyBetween, formatSteps, type StepTime, ticksOf } from "./test-steps.ts";

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

  it("counts a step started with an earlier stage once, in the stages' own wall times", () => {
    const table = formatSteps(
      [
        step("test:deploy", 220),
        step("test:e2e", 450),
        { ...step("test:host", 600), startedWith: "test:deploy" },
      ],
      [["test:deploy"], ["test:e2e", "test:host"]],
      [230, 460],
    );
    expect(table).toMatch(/test:host\s+600 s {2}ok {2}\(from test:deploy on\)/);
    expect(table).toMatch(/test:e2e\s+450 s {2}ok {2}\(side by side\)/);
    expect(table).toMatch(/in all\s+690 s$/);
  });

  it("lists a step that started early as run when an earlier stage failed", () => {
    const table = formatSteps(
      [step("test:deploy", 220, false), { ...step("test:host", 300), startedWith: "test:deploy" }],
      [["test:deploy"], ["test:e2e", "test:host"], ["perf"]],
      [300],
    );
    expect(table).toMatch(/test:host\s+300 s {2}ok {2}\(from test:deploy on\)/);
    expect(table).toContain("not run after the failure: test:e2e, perf");
    expect(table).toMatch(/in all\s+300 s$/);
  });
});

describe("how busy the machine was during a stage", () => {
  const stat = (user: number, idle: number, iowait = 0) =>
    `cpu  ${user} 0 0 ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`;

  it("reads busy and all ticks from the machine's line, idle and iowait not busy", () => {
    expect(ticksOf(stat(300, 100, 50))).toEqual({ busy: 300, all: 450 });
    expect(ticksOf("nothing here")).toBeNull();
  });

  it("gives the average of busy cores between two readings", () => {
    const before = ticksOf(stat(1000, 1000));
    const after = ticksOf(stat(1150, 1050));
    expect(coresBusyBetween(before, after, 2)).toBeCloseTo(1.5);
    expect(coresBusyBetween(null, after, 2)).toBeUndefined();
    expect(coresBusyBetween(after, after, 2)).toBeUndefined();
  });

  it("prints it beside each step of the stage", () => {
    const table = formatSteps([{ ...step("test:e2e", 500), coresBusy: 1.94 }], [["test:e2e"]]);
    expect(table).toMatch(/test:e2e\s+500 s {2}ok {2}1\.9 cores busy\n/);
  });
});
