import { describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server.ts";

describe("createHttpServer", () => {
  it("bounds how long a client may take and how many connections it may hold", () => {
    const { server } = createHttpServer(() => undefined, { maxConnections: 7 });
    expect(server.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.requestTimeout).toBeGreaterThan(server.headersTimeout);
    // Above the 60 s idle timeout of common load balancers.
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.maxConnections).toBe(7);
  });
});
