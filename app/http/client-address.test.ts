import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

describe("clientAddress", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("192.0.2.10", "203.0.113.7", 0)).toBe("192.0.2.10");
  });

  it("takes the address the trusted proxy saw, not what the client claimed", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the real 203.0.113.7.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7");
  });

  it("falls back to the leftmost entry when the chain is shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.7", 3)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", null, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientAddress("::ffff:127.0.0.1", null, 0)).toBe("127.0.0.1");
    expect(clientAddress("2001:DB8::1", null, 0)).toBe("2001:db8::1");
  });
});
