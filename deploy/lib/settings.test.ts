import { describe, expect, it } from "vitest";
import { readSettings } from "./settings.ts";

describe("readSettings", () => {
  it("defaults to the layout docs/operating.md's ten commands set up", () => {
    expect(readSettings({ FRONT_SUPERVISOR: "systemd" })).toEqual({
      home: "/srv/front",
      branch: "main",
      envFile: "/etc/front/front.env",
      ports: [3001, 3002],
      supervisor: "systemd",
      readyUrl: null,
      readyTimeoutMs: 90_000,
      updateIntervalSeconds: 300,
      keepReleases: 2,
      cacheFrom: null,
    });
  });

  it("stops with the variable's name on a bad value", () => {
    expect(() => readSettings({ FRONT_PORTS: "3001" })).toThrow(/FRONT_PORTS: two different ports/);
    expect(() => readSettings({ FRONT_PORTS: "3001,3001" })).toThrow(/FRONT_PORTS/);
    expect(() => readSettings({ FRONT_BRANCH: "main; rm -rf /" })).toThrow(/FRONT_BRANCH/);
    expect(() => readSettings({ FRONT_SUPERVISOR: "docker" })).toThrow(/FRONT_SUPERVISOR/);
  });
});
