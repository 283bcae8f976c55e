import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { endpointRateLimit, retryAfterOf } from "./rate-limits.ts";

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** An endpoint behind the limit, answering what the server judged: the client and its wait. */
async function endpoint(limit: number, trustProxy: number) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.post("/api/x", endpointRateLimit(limit));
  app.post("/api/x", (req, res) => {
    res.json({ client: req.ip, retryAfter: retryAfterOf(res.locals) });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return async (forwardedFor?: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/x`, {
      method: "POST",
      headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
    });
    return (await response.json()) as { client: string; retryAfter: number | null };
  };
}

describe("endpointRateLimit", () => {
  it("lets `limit` posts a minute through per client, then says when to come back", async () => {
    const post = await endpoint(3, 0);
    const answers = [await post(), await post(), await post(), await post()];
    expect(answers.map((answer) => answer.retryAfter)).toEqual([null, null, null, 60]);
  });

  it("counts clients apart, by the address the trusted proxy saw", async () => {
    const post = await endpoint(1, 1);
    expect((await post("203.0.113.7")).retryAfter).toBeNull();
    expect((await post("203.0.113.8")).retryAfter).toBeNull();
    expect((await post("203.0.113.7")).retryAfter).not.toBeNull();
  });
});

describe("the client's address (Express's trust proxy)", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", async () => {
    const post = await endpoint(100, 0);
    expect((await post("203.0.113.7")).client).toBe("127.0.0.1");
  });

  it("takes the address the trusted proxy saw, not what the client claimed", async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our one proxy appended the real 203.0.113.7.
    expect((await (await endpoint(100, 1))("1.2.3.4, 203.0.113.7")).client).toBe("203.0.113.7");
    // Two proxies: the second appended the first's address.
    const two = await endpoint(100, 2);
    expect((await two("1.2.3.4, 203.0.113.7, 10.0.0.1")).client).toBe("203.0.113.7");
  });

  it("falls back to the leftmost entry when the chain is shorter than the trusted hops", async () => {
    expect((await (await endpoint(100, 3))("203.0.113.7")).client).toBe("203.0.113.7");
    expect((await (await endpoint(100, 1))()).client).toBe("127.0.0.1");
  });
});
