import http from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
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

describe("an answer sent before the request's body was read", () => {
  it("reaches the client whole, however much it was still sending", async () => {
    const worker = new Worker(new URL("../tests/support/refusing-server.ts", import.meta.url));
    const port = await new Promise<number>((resolve) => worker.once("message", resolve));
    const body = new Uint8Array(4 * 1024 * 1024).fill(0x20);
    const answers: string[] = [];
    try {
      for (let i = 0; i < 20; i += 1) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body });
          const text = await response.text();
          answers.push(`${response.status} ${response.headers.get("connection")} ${text}`);
        } catch (error) {
          // Closed without lingering, most of these failed with EPIPE.
          answers.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
      }
    } finally {
      await worker.terminate();
    }
    expect(new Set(answers)).toEqual(new Set(["413 close Too large."]));
  });
});

describe("an answer sent at once to a request without a body", () => {
  it("keeps its connection alive for the next request", async () => {
    const { server } = createHttpServer((_req, res) => res.end("ok"), { maxConnections: 10 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const connectionOf = (method: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = http.request({ port, host: "127.0.0.1", method, agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers.connection));
        });
        request.on("error", reject).end();
      });
    try {
      expect([await connectionOf("GET"), await connectionOf("HEAD")]).toEqual([
        "keep-alive",
        "keep-alive",
      ]);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  });
});
