import { describe, expect, it } from "vitest";
import type { Show, Work } from "../../content/schema.ts";
import {
  effectiveAvailability,
  markOutcome,
  showsWithMarks,
  workKey,
} from "./availability-overlay.ts";

describe("effectiveAvailability", () => {
  it("reads the mark while the content still says what the member changed it from", () => {
    expect(effectiveAvailability("available", { from: "available", to: "sold" })).toBe("sold");
    expect(effectiveAvailability("sold", { from: "sold", to: "available" })).toBe("available");
  });

  it("lets the content win once it differs from the mark's from", () => {
    // The mark was committed and released: the content caught up.
    expect(effectiveAvailability("sold", { from: "available", to: "sold" })).toBe("sold");
    // Someone edited the work since: their value stands.
    expect(effectiveAvailability("reserved", { from: "available", to: "sold" })).toBe("reserved");
  });

  it("reads the content when there is no mark", () => {
    expect(effectiveAvailability("reserved", null)).toBe("reserved");
    expect(effectiveAvailability("available", undefined)).toBe("available");
  });
});

describe("markOutcome", () => {
  it("marks only what the member saw, and a repeat changes nothing", () => {
    expect(markOutcome("available", "available", "sold")).toBe("mark");
    expect(markOutcome("sold", "available", "sold")).toBe("already");
    expect(markOutcome("reserved", "available", "sold")).toBe("conflict");
  });
});

describe("showsWithMarks", () => {
  const work = (id: string, availability: Work["availability"]) =>
    ({ id, availability }) as unknown as Work;
  const shows = [
    { name: "a", works: [work("one", "available"), work("two", "available")] },
    { name: "b", works: [work("one", "available")] },
  ] as unknown as Show[];

  it("changes only the marked work of the marked show, leaving the rest as they were", () => {
    const marked = showsWithMarks(
      shows,
      new Map([[workKey("a", "two"), { from: "available", to: "sold" } as const]]),
    );
    expect(marked.map((show) => show.works?.map((w) => w.availability))).toEqual([
      ["available", "sold"],
      ["available"],
    ]);
    expect(marked[1]).toBe(shows[1]);
    expect(marked[0]?.works?.[0]).toBe(shows[0]?.works?.[0]);
    expect(shows[0]?.works?.[1]?.availability).toBe("available");
  });
});
