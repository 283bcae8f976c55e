// The editor's write bounds: a rate a member, and a few turns at once, per member and site-wide.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EDITOR_WRITE_BOUNDS, type Release, createWriteGate } from "./write-gate.ts";

afterEach(() => vi.useRealTimers());

describe("the editor's write gate", () => {
  it("takes 30 writes a minute from a member, counted by the member, then says when", () => {
    let now = 1_000_000;
    const gate = createWriteGate(EDITOR_WRITE_BOUNDS, () => now);
    for (let write = 0; write < 30; write += 1) {
      expect(gate.count("ada@example.org")).toBeNull();
      now += 1_000;
    }
    expect(gate.count("ada@example.org")).toBe(30);
    expect(gate.count("bea@example.org")).toBeNull();
    now += 30_000;
    expect(gate.count("ada@example.org")).toBeNull();
  });

  it("lets two writes of a member and four of the site run at once; the next waits its turn", async () => {
    const gate = createWriteGate();
    const ada1 = (await gate.turn("ada")) as Release;
    const ada2 = (await gate.turn("ada")) as Release;
    let third: unknown = "waiting";
    const ada3 = gate.turn("ada").then((turn) => (third = turn));
    const bea1 = (await gate.turn("bea")) as Release;
    const bea2 = (await gate.turn("bea")) as Release;
    let fifth: unknown = "waiting";
    void gate.turn("cy").then((turn) => (fifth = turn));
    await Promise.resolve();
    expect([third, fifth]).toEqual(["waiting", "waiting"]);
    bea1();
    bea1(); // a second release of the same turn frees nothing more
    await Promise.resolve();
    expect(typeof fifth).toBe("function");
    expect(third).toBe("waiting");
    ada1();
    await ada3;
    expect(typeof third).toBe("function");
    for (const release of [ada2, bea2, third, fifth] as Release[]) release();
  });

  it("tells a write that waited too long whose turns were taken", async () => {
    vi.useFakeTimers();
    const gate = createWriteGate();
    await gate.turn("ada");
    await gate.turn("ada");
    const waited = gate.turn("ada");
    vi.advanceTimersByTime(EDITOR_WRITE_BOUNDS.waitMs);
    expect(await waited).toEqual({ busy: "member" });
  });
});
