import { describe, expect, it } from "vitest";
import { openDatabase, schemaVersion } from "../../database/database.server.ts";
import { createVitalsStore } from "./store.server.ts";

describe("createVitalsStore", () => {
  it("keeps samples and hands back those of a period", () => {
    const db = openDatabase(":memory:");
    expect(schemaVersion(db)).toBeGreaterThanOrEqual(2);
    const store = createVitalsStore(db);
    store.record(
      "/shows",
      [
        { name: "LCP", value: 1200 },
        { name: "CLS", value: 0.01 },
      ],
      1_000,
    );
    store.record("/", [{ name: "TTFB", value: 80 }], 5_000);
    expect(store.samples(0, 2_000)).toEqual([
      { route: "/shows", name: "LCP", value: 1200 },
      { route: "/shows", name: "CLS", value: 0.01 },
    ]);
    expect(store.samples(2_000, 10_000)).toEqual([{ route: "/", name: "TTFB", value: 80 }]);
  });

  it("refuses a name the schema does not know", () => {
    const db = openDatabase(":memory:");
    expect(() =>
      db
        .prepare("INSERT INTO web_vitals (route, name, value, recorded_at) VALUES (?, ?, ?, ?)")
        .run("/", "FID", 1, 1),
    ).toThrow();
  });
});
