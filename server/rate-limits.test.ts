import express from "express";
import { describe, expect, it } from "vitest";
import {
  BoundedMemoryStore,
  RATE_WINDOW_MS,
  endpointRateLimit,
  retryAfterOf,
} from "./rate-limits.ts";
import { listen } from "../tests/support/listen.ts";

const LOOPBACK = ["127.0.0.1", "::1"];

/** An endpoint behind the limit, answering what the server judged: the client and its wait. */
async function endpoint(limit: number, trustProxy: string[], store?: BoundedMemoryStore) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.post("/api/x", endpointRateLimit(limit, store));
  app.post("/api/x", (req, res) => {
    res.json({ client: req.ip, retryAfter: retryAfterOf(res.locals) });
  });
  const origin = await listen(app);
  return async (forwardedFor?: string) => {
    const response = await fetch(`${origin}/api/x`, {
      method: "POST",
      headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
    });
    return (await response.json()) as { client: string; retryAfter: number | null };
  };
}

describe("endpointRateLimit", () => {
  it("lets `limit` posts a minute through per client, then says when to come back", async () => {
    const post = await endpoint(3, []);
    const answers = [await post(), await post(), await post(), await post()];
    expect(answers.map((answer) => answer.retryAfter)).toEqual([null, null, null, 60]);
  });

  it("counts clients apart, by the address the trusted proxy saw", async () => {
    const post = await endpoint(1, LOOPBACK);
    expect((await post("203.0.113.7")).retryAfter).toBeNull();
    expect((await post("203.0.113.8")).retryAfter).toBeNull();
    expect((await post("203.0.113.7")).retryAfter).not.toBeNull();
  });
});

describe("the client's address (Express's trust proxy)", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", async () => {
    const post = await endpoint(100, []);
    expect((await post("203.0.113.7")).client).toBe("127.0.0.1");
  });

  it("ignores X-Forwarded-For on a connection from an address it does not trust", async () => {
    // The test connects from 127.0.0.1; only another proxy is trusted.
    const post = await endpoint(100, ["10.0.0.1", "192.0.2.0/24"]);
    expect((await post("203.0.113.7")).client).toBe("127.0.0.1");
  });

  it("takes the right-most address that is not a trusted proxy, not what the client claimed", async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the real 203.0.113.7.
    expect((await (await endpoint(100, LOOPBACK))("1.2.3.4, 203.0.113.7")).client).toBe(
      "203.0.113.7",
    );
    // Two proxies of ours in a chain: the one in front appended the client's address.
    const two = await endpoint(100, [...LOOPBACK, "10.0.0.0/8"]);
    expect((await two("1.2.3.4, 203.0.113.7, 10.0.0.1")).client).toBe("203.0.113.7");
  });

  it("matches an IPv4 proxy on a dual-stack socket (::ffff:127.0.0.1)", async () => {
    const app = express();
    app.set("trust proxy", ["127.0.0.1"]);
    app.get("/", (req, res) => res.json({ socket: req.socket.remoteAddress, client: req.ip }));
    const origin = await listen(app, "::");
    const port = new URL(origin).port;
    const answer = (await (
      await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": "203.0.113.9" } })
    ).json()) as { socket: string; client: string };
    expect(answer).toEqual({ socket: "::ffff:127.0.0.1", client: "203.0.113.9" });
  });

  it("takes the socket when the header is missing", async () => {
    expect((await (await endpoint(100, LOOPBACK))()).client).toBe("127.0.0.1");
  });
});

describe("keys", () => {
  it("counts an IPv6 client by its /64: every address in it is one client", async () => {
    const post = await endpoint(1, LOOPBACK);
    expect((await post("2001:db8:1:2::1")).retryAfter).toBeNull();
    expect((await post("2001:db8:1:2:ffff:ffff:ffff:fffe")).retryAfter).not.toBeNull();
    expect((await post("2001:db8:1:3::1")).retryAfter).toBeNull();
    // IPv4 clients stay one address each.
    expect((await post("203.0.113.1")).retryAfter).toBeNull();
    expect((await post("203.0.113.2")).retryAfter).toBeNull();
  });

  it("counts a client on a real IPv6 socket ([::1]) by its /64", async () => {
    const app = express();
    app.post("/api/x", endpointRateLimit(1));
    app.post("/api/x", (req, res) => res.json({ retryAfter: retryAfterOf(res.locals) }));
    const origin = await listen(app, "::1");
    const post = async () =>
      (
        (await (await fetch(`${origin}/api/x`, { method: "POST" })).json()) as {
          retryAfter: number | null;
        }
      ).retryAfter;
    expect(await post()).toBeNull();
    expect(await post()).not.toBeNull();
  });

  it("falls back to the socket address when X-Forwarded-For holds no IP address", async () => {
    const post = await endpoint(2, LOOPBACK);
    const answers = [await post("garbage-1"), await post("<script>"), await post("garbage-3")];
    expect(answers.map((answer) => answer.retryAfter === null)).toEqual([true, true, false]);
  });
});

describe("BoundedMemoryStore", () => {
  it("keeps at most maxClients, forgetting the least recently seen first", () => {
    const store = new BoundedMemoryStore(100, () => 0);
    store.increment("attacker");
    for (let i = 0; i < 1000; i++) {
      store.increment(`flood-${i}`);
      // The client that keeps sending is never the least recently seen.
      if (i % 50 === 0) store.increment("attacker");
    }
    expect(store.size).toBeLessThanOrEqual(100);
    expect(store.get("attacker")?.totalHits).toBe(21);
    expect(store.get("flood-0")).toBeUndefined();
    expect(store.get("flood-999")?.totalHits).toBe(1);
  });

  it("starts a client's count afresh when its window has passed", () => {
    let now = 0;
    const store = new BoundedMemoryStore(100, () => now);
    store.increment("a");
    store.increment("a");
    now = RATE_WINDOW_MS;
    expect(store.get("a")).toBeUndefined();
    expect(store.increment("a").totalHits).toBe(1);
  });

  it("does not clear a limited client when a flood of new clients arrives", async () => {
    const post = await endpoint(2, LOOPBACK, new BoundedMemoryStore(5_000));
    await post("203.0.113.50");
    await post("203.0.113.50");
    expect((await post("203.0.113.50")).retryAfter).not.toBeNull();
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => post(`10.${batch}.${i >> 8}.${i & 255}`)),
      );
    }
    expect((await post("203.0.113.50")).retryAfter).not.toBeNull();
  }, 20_000);
});
