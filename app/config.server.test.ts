import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

describe("parseConfig", () => {
  it("reads SITE_URL without its trailing slash, empty when unset", () => {
    expect(parseConfig({ SITE_URL: "https://gallery.example.org/" }).SITE_URL).toBe(
      "https://gallery.example.org",
    );
    expect(parseConfig({}).SITE_URL).toBe("");
    expect(() => parseConfig({ SITE_URL: "gallery.example.org" })).toThrow(/SITE_URL/);
  });

  it("reads the HSTS switch, off by default", () => {
    expect(parseConfig({}).HSTS).toBe(false);
    expect(parseConfig({ HSTS: "1" }).HSTS).toBe(true);
    expect(parseConfig({ HSTS: "true" }).HSTS).toBe(true);
    expect(parseConfig({ HSTS: "0" }).HSTS).toBe(false);
    expect(() => parseConfig({ HSTS: "yes" })).toThrow(/HSTS/);
  });
});
