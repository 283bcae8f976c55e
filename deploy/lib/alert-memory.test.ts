import { describe, expect, it } from "vitest";
import { decide, type Memory, unsent } from "./alert-memory.ts";
import type { Fault } from "./host-checks.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12, minutes));
const fault = (key: string, holdMs = 0): Fault => ({
  key,
  subject: `${key} is wrong`,
  detail: `${key}: details`,
  answer: "do this",
  holdMs,
});

/** The check run every five minutes with what each run finds; the subjects mailed, run by run. */
function runs(found: Fault[][]): string[][] {
  let memory: Memory = {};
  return found.map((faults, index) => {
    const { next, mails } = decide(memory, faults, at(index * 5));
    memory = next;
    return mails.map((mail) => mail.alert.subject);
  });
}

describe("decide", () => {
  it("mails a fault once when it starts and once when it clears, not every run", () => {
    const disk = fault("disk");
    expect(runs([[disk], [disk], [disk], [], []])).toEqual([
      ["disk is wrong"],
      [],
      [],
      ["cleared: disk is wrong"],
      [],
    ]);
  });

  it("says nothing of a fault that lasted less than its hold, and mails one that lasts", () => {
    const deep = fault("deep-check", 4 * 60_000);
    // A release's switch: failing at one check, fine at the next.
    expect(runs([[deep], [], []])).toEqual([[], [], []]);
    // Failing at two checks five minutes apart: mailed at the second.
    expect(runs([[deep], [deep], [deep], []])).toEqual([
      [],
      ["deep-check is wrong"],
      [],
      ["cleared: deep-check is wrong"],
    ]);
  });

  it("keeps each fault apart", () => {
    const disk = fault("disk");
    const certificate = fault("certificate");
    expect(runs([[disk], [disk, certificate], [certificate]])).toEqual([
      ["disk is wrong"],
      ["certificate is wrong"],
      ["cleared: disk is wrong"],
    ]);
  });
});

describe("unsent", () => {
  it("owes a mail that could not go again at the next run", () => {
    const disk = fault("disk");
    const first = decide({}, [disk], at(0));
    const [started] = first.mails;
    if (!started) throw new Error("the fault's mail is owed");
    const owed = unsent({}, first.next, started);
    expect(decide(owed, [disk], at(5)).mails.map((mail) => mail.alert.subject)).toEqual([
      "disk is wrong",
    ]);
    const cleared = decide(first.next, [], at(10));
    const [clearing] = cleared.mails;
    if (!clearing) throw new Error("the clearing's mail is owed");
    const stillOwed = unsent(first.next, cleared.next, clearing);
    expect(decide(stillOwed, [], at(15)).mails.map((mail) => mail.alert.subject)).toEqual([
      "cleared: disk is wrong",
    ]);
  });
});
