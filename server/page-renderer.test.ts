import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HTML_CACHE_CONTROL, pageRenderer } from "./page-renderer.ts";

/** A stand-in for React Router: counts renders, echoes the URL and the nonce it was given. */
function fakeRouter(status = 200) {
  const renders: string[] = [];
  let nonceOfRender = "";
  return {
    renders,
    createLoadContext: (nonce: string) => {
      nonceOfRender = nonce;
      return new RouterContextProvider();
    },
    handle: async (request: Request) => {
      renders.push(request.url);
      return new Response(`<script nonce="${nonceOfRender}">${request.url}</script>`, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  };
}

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(router: ReturnType<typeof fakeRouter>, clock: { now: Date }) {
  const app = express();
  let count = 0;
  app.use((_req, res, next) => {
    count += 1;
    res.locals.cspNonce = `nonce${count}`;
    next();
  });
  app.use(
    pageRenderer({
      handle: router.handle,
      createLoadContext: router.createLoadContext,
      now: () => clock.now,
      origin: "https://site.example.org",
      maxPages: 2,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
}

describe("pageRenderer", () => {
  it("renders a URL once per clock minute and gives each response its own nonce", async () => {
    const router = fakeRouter();
    const clock = { now: new Date("2025-07-15T12:00:05Z") };
    const get = await serve(router, clock);

    const first = await get("/shows");
    expect(await first.text()).toBe(
      '<script nonce="nonce1">https://site.example.org/shows</script>',
    );
    expect(first.headers.get("cache-control")).toBe(HTML_CACHE_CONTROL);
    expect(await (await get("/shows")).text()).toContain('nonce="nonce2"');
    expect(router.renders).toHaveLength(1);

    clock.now = new Date("2025-07-15T12:00:59Z");
    await get("/shows");
    expect(router.renders).toHaveLength(1);

    clock.now = new Date("2025-07-15T12:01:00Z");
    await get("/shows");
    expect(router.renders).toHaveLength(2);
  });

  it("keys pages by the whole URL, query included, and keeps only so many", async () => {
    const router = fakeRouter();
    const get = await serve(router, { now: new Date("2025-07-15T12:00:00Z") });
    await get("/");
    await get("/?open-contact-form=true");
    await get("/");
    expect(router.renders).toHaveLength(2);
    await get("/events");
    await get("/?open-contact-form=true");
    expect(router.renders).toHaveLength(4);
  });

  it("does not keep failed pages", async () => {
    const router = fakeRouter(500);
    const get = await serve(router, { now: new Date("2025-07-15T12:00:00Z") });
    const response = await get("/");
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await get("/");
    expect(router.renders).toHaveLength(2);
  });
});
