import express from "express";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  HTML_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  pageAddress,
  pageRenderer,
} from "./page-renderer.ts";
import { listen } from "../tests/support/listen.ts";
import { connect } from "../tests/support/raw-socket.ts";

/** A stand-in for React Router: counts renders, echoes the URL and the nonce it was given. */
function fakeRouter(status = 200, contentType = "text/html; charset=utf-8") {
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
        headers: { "Content-Type": contentType },
      });
    },
  };
}

/** As the app declares them: /events reads two counts, and every page the dialog's two. */
const queryOf = (pathname: string): Record<string, RegExp> => ({
  ...(pathname === "/events" ? { upcoming: /^(all|\d{1,6})$/, past: /^(all|\d{1,6})$/ } : {}),
  "open-contact-form": /^true$/,
  signup: /^(ok|failed)$/,
});

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
      queryOf,
      maxPages: 2,
    }),
  );
  const origin = await listen(app);
  return (path: string) => fetch(`${origin}${path}`);
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

  it("keys pages by path and the query the page reads, and keeps only so many", async () => {
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

  it("renders once for any other query parameter or value, and never passes them on", async () => {
    const router = fakeRouter();
    const get = await serve(router, { now: new Date("2025-07-15T12:00:00Z") });
    await get("/");
    for (let i = 0; i < 20; i++) {
      await get(`/?utm_source=${i}`);
      await get(`/?open-contact-form=${i}&fbclid=${i}`);
      await get(`/?signup=maybe${i}`);
    }
    expect(router.renders).toEqual(["https://site.example.org/"]);
    const events = await get("/events?utm_source=x&past=all&upcoming=16&past=8");
    expect(await events.text()).toContain("https://site.example.org/events?past=all&upcoming=16<");
  });

  it("renders an absolute-form request target on the site's own origin", async () => {
    const router = fakeRouter();
    const app = express();
    app.use(
      pageRenderer({
        handle: router.handle,
        createLoadContext: router.createLoadContext,
        now: () => new Date("2025-07-15T12:00:00Z"),
        origin: "https://site.example.org",
        queryOf,
      }),
    );
    const origin = await listen(app);
    const connection = await connect(origin);
    await connection.write(
      "GET http://evil.example/visit?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    const answer = await connection.closed;
    expect(answer).toContain("https://site.example.org/visit<");
    expect(router.renders).toEqual(["https://site.example.org/visit"]);
  });

  it("lets only the visitor's browser keep a document, any cache keep loader data", async () => {
    const now = { now: new Date("2025-07-15T12:00:00Z") };
    const page = await (await serve(fakeRouter(), now))("/");
    expect(page.headers.get("cache-control")).toBe("private, max-age=60");
    const data = await (await serve(fakeRouter(200, "text/x-script"), now))("/_.data");
    expect(data.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(/^public/);
  });

  it("renders a page that says no-store for each request", async () => {
    const router = fakeRouter();
    const handle = router.handle;
    router.handle = async (request: Request) => {
      const response = await handle(request);
      response.headers.set("Cache-Control", "no-store");
      return response;
    };
    const get = await serve(router, { now: new Date("2025-07-15T12:00:00Z") });
    await get("/mailing-list/unsubscribe");
    await get("/mailing-list/unsubscribe");
    expect(router.renders).toHaveLength(2);
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

describe("pageAddress", () => {
  it("keeps the path as sent, and only the parameters and values the page reads", () => {
    expect(pageAddress("/", "/?utm_source=a&open-contact-form=true", queryOf)).toBe(
      "/?open-contact-form=true",
    );
    expect(pageAddress("//evil.example/x", "//evil.example/x?a=1", queryOf)).toBe(
      "//evil.example/x",
    );
    expect(pageAddress("/events", "/events?past=1e9&upcoming=all", queryOf)).toBe(
      "/events?upcoming=all",
    );
  });

  it("reads a data request as its page's, with React Router's routes parameter", () => {
    expect(
      pageAddress("/events.data", "/events.data?past=16&_routes=routes/events&x=1", queryOf),
    ).toBe("/events.data?_routes=routes%2Fevents&past=16");
    expect(pageAddress("/_.data", "/_.data?open-contact-form=true&y=2", queryOf)).toBe(
      "/_.data?open-contact-form=true",
    );
    expect(
      pageAddress("/__manifest", "/__manifest?paths=%2F%2C%2Fshows&version=1a2b3c&x=1", queryOf),
    ).toBe("/__manifest?paths=%2F%2C%2Fshows&version=1a2b3c");
  });
});
