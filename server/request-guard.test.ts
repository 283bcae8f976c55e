import express from "express";
import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, refuseTarget, requestGuard } from "./request-guard.ts";
import { connect } from "../tests/support/raw-socket.ts";
import { listen } from "../tests/support/listen.ts";

describe("refuseTarget", () => {
  it("accepts the site's own addresses", () => {
    for (const url of ["/", "/artists/jane-doe", "/shows?page=2", "/images/a/b.jpg", "/a..b"]) {
      expect(refuseTarget(url), url).toBeNull();
    }
  });

  it("refuses dot-dot segments, however they are written", () => {
    for (const url of ["/../etc", "/a/%2e%2e/b", "/a/%2E%2E", "/a/..%5cb", "/..?x=1"]) {
      expect(refuseTarget(url)?.status, url).toBe(400);
    }
  });

  it("refuses broken percent-encoding and NUL bytes", () => {
    expect(refuseTarget("/%E0%A4%A")?.status).toBe(400);
    expect(refuseTarget("/a%00b")?.status).toBe(400);
  });

  it("refuses over-long addresses", () => {
    expect(refuseTarget(`/${"a".repeat(MAX_URL_LENGTH)}`)?.status).toBe(414);
    expect(refuseTarget(`/${"a".repeat(MAX_URL_LENGTH - 1)}`)).toBeNull();
  });
});

describe("requestGuard", () => {
  it("reads an absolute-form target as its path and query", async () => {
    const app = express();
    app.use(requestGuard);
    app.use((req, res) => res.json({ url: req.url, originalUrl: req.originalUrl, path: req.path }));
    const origin = await listen(app);
    const connection = await connect(origin);
    await connection.write(
      "POST http://evil.example/api/front-email?x=1 HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    const answer = await connection.closed;
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      url: "/api/front-email?x=1",
      originalUrl: "/api/front-email?x=1",
      path: "/api/front-email",
    });
  });
});
