import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordLive } from "./live.ts";
import { rollback } from "./release.ts";
import { readSettings } from "./settings.ts";

/** A home with two releases built: `older` (previous) and `newer` (live). */
function homeWith(older: object, newer: object, highestSchema: number) {
  const home = mkdtempSync(path.join(tmpdir(), "front-rollback-"));
  const [previous, live] = ["20261120T100000Z-aaaaaaa", "20261124T100000Z-bbbbbbb"];
  for (const [name, info] of [
    [previous, older],
    [live, newer],
  ] as const) {
    mkdirSync(path.join(home, "releases", name), { recursive: true });
    writeFileSync(path.join(home, "releases", name, "RELEASE.json"), JSON.stringify(info));
  }
  recordLive(
    home,
    { release: live, commit: "b".repeat(40), port: 3002, since: "2026-11-24T10:00:00Z" },
    previous,
  );
  writeFileSync(
    path.join(home, "state", "schema.json"),
    JSON.stringify({ highest: highestSchema, release: live }),
  );
  return readSettings({ FRONT_HOME: home, FRONT_SUPERVISOR: "process" });
}

describe("a rollback across a schema change", () => {
  it("is refused with what to do, when the older code would refuse the newer database", async () => {
    const settings = homeWith(
      { commit: "a".repeat(40), schemaVersion: 3 },
      { commit: "b".repeat(40), schemaVersion: 4 },
      4,
    );
    await expect(rollback(settings, () => {})).rejects.toThrow(
      /Rollback refused: 20261120T100000Z-aaaaaaa knows the mailing list's database up to schema version 3, and a later release moved it to 4.*20261124T100000Z-bbbbbbb stays live.*front.js release aaaaaaa/s,
    );
  });
});
