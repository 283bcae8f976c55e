import { describe, expect, it } from "vitest";
import { isLoopbackAddress, parseTrustedProxies } from "./trusted-proxies.ts";

describe("parseTrustedProxies", () => {
  it("reads addresses and CIDR ranges of both families", () => {
    expect(parseTrustedProxies("127.0.0.1, ::1,10.0.0.0/8 ,fd00::/8")).toEqual({
      ok: true,
      proxies: ["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"],
    });
  });

  it("trusts none when empty or 0, as older settings said", () => {
    expect(parseTrustedProxies("")).toEqual({ ok: true, proxies: [] });
    expect(parseTrustedProxies("0")).toEqual({ ok: true, proxies: [] });
  });

  it("refuses a count of hops, saying what to write instead", () => {
    const parsed = parseTrustedProxies("1");
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/list their addresses, e.g. 127.0.0.1,::1/);
  });

  it("refuses what is not an address or a range, naming it", () => {
    for (const bad of [
      "localhost",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1/8/8",
      "300.1.1.1",
      "10.0.0.0/x",
    ]) {
      const parsed = parseTrustedProxies(`127.0.0.1,${bad}`);
      expect(parsed, bad).toEqual({ ok: false, error: expect.stringContaining(`"${bad}"`) });
    }
  });
});

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses in every spelling a socket gives, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ["128.0.0.1", "10.0.0.1", "::2", "::ffff:10.0.0.1", "127.example", ""]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
