import { describe, expect, it } from "vitest";
import { RELEASE_NAME, nextPort, releaseName, releasesToPrune } from "./releases.ts";

describe("releaseName", () => {
  it("names a release by its UTC time and short commit, sortable by age", () => {
    const name = releaseName(new Date("2026-11-24T15:30:05.123Z"), "1a2b3c4d5e6f");
    expect(name).toBe("20261124T153005Z-1a2b3c4");
    expect(name).toMatch(RELEASE_NAME);
    expect(releaseName(new Date("2026-11-24T15:30:06Z"), "0000000") > name).toBe(true);
  });
});

describe("nextPort", () => {
  it("takes the port that is not serving, the first when none is", () => {
    expect(nextPort([3001, 3002], 3001)).toBe(3002);
    expect(nextPort([3001, 3002], 3002)).toBe(3001);
    expect(nextPort([3001, 3002], null)).toBe(3001);
  });
});

describe("releasesToPrune", () => {
  const names = [
    "20261120T100000Z-aaaaaaa",
    "20261121T100000Z-bbbbbbb",
    "20261122T100000Z-ccccccc",
    "20261123T100000Z-ddddddd",
    "20261124T100000Z-eeeeeee",
    "notes.txt",
  ];
  it("keeps the newest few besides the live and previous ones", () => {
    expect(
      releasesToPrune(names, ["20261124T100000Z-eeeeeee", "20261123T100000Z-ddddddd"], 2),
    ).toEqual(["20261120T100000Z-aaaaaaa"]);
  });
  it("never deletes the live or previous release, however old, nor a stranger", () => {
    const pruned = releasesToPrune(names, ["20261120T100000Z-aaaaaaa", null], 0);
    expect(pruned).not.toContain("20261120T100000Z-aaaaaaa");
    expect(pruned).not.toContain("notes.txt");
    expect(pruned).toHaveLength(4);
  });
});

describe("sweepLeftovers", () => {
  it("removes what a killed build or install left, and nothing else", async () => {
    const { mkdirSync, mkdtempSync, readdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { sweepLeftovers } = await import("./release.ts");
    const home = mkdtempSync(path.join(tmpdir(), "front-home-"));
    for (const folder of [
      "releases/20261124T153000Z-1a2b3c4",
      "releases/20261124T160000Z-2b3c4d5.building/node_modules",
      "toolchains/abc123",
      "toolchains/def456.installing",
    ])
      mkdirSync(path.join(home, folder), { recursive: true });
    const swept: string[] = [];
    sweepLeftovers(home, (line) => swept.push(line));
    expect(readdirSync(path.join(home, "releases"))).toEqual(["20261124T153000Z-1a2b3c4"]);
    expect(readdirSync(path.join(home, "toolchains"))).toEqual(["abc123"]);
    expect(swept).toHaveLength(2);
  });
});
