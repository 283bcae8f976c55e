import { createHash } from "node:crypto";
import express from "express";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { hashedPolicy, pageAddress, pageRenderer, withoutNonces } from "./page-renderer.ts";
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

/** The pages next change at 13:00 UTC, in these tests. */
const nextChange = () => new Date("2025-07-15T13:00:00Z");

async function serve(
  router: ReturnType<typeof fakeRouter>,
  clock: { now: Date },
  extra: { version?: () => number; freshnessBound?: (pathname: string) => number | null } = {},
) {
  const app = express();
  let count = 0;
  app.use((_req, res, next) => {
    count += 1;
    res.locals.cspNonce = `nonce${count}`;
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-nonce${count}'`);
    next();
  });
  app.use(
    pageRenderer({
      handle: router.handle,
      createLoadContext: router.createLoadContext,
      now: () => clock.now,
      nextChange,
      origin: "https://site.example.org",
      queryOf,
      maxPages: 2,
      ...extra,
    }),
  );
  const origin = await listen(app);
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageRenderer", () => {
  it("renders a URL once per clock minute, for everyone without a nonce", async () => {
    const router = fakeRouter();
    const clock = { now: new Date("2025-07-15T12:00:05Z") };
    const get = await serve(router, clock);

    const first = await get("/shows");
    const script = "https://site.example.org/shows";
    expect(await first.text()).toBe(`<script>${script}</script>`);
    expect(first.headers.get("content-security-policy")).toBe(
      `script-src 'self' ${sha256(script)}`,
    );
    expect(await (await get("/shows")).text()).toBe(`<script>${script}</script>`);
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
        nextChange,
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

  it("gives a request with a cookie or a token its own nonce, for its browser alone", async () => {
    const router = fakeRouter();
    const get = await serve(router, { now: new Date("2025-07-15T12:00:00Z") });
    await get("/");
    const withCookie = await get("/", { Cookie: "seen=1" });
    expect(await withCookie.text()).toBe(
      '<script nonce="nonce2">https://site.example.org/</script>',
    );
    expect(withCookie.headers.get("content-security-policy")).toBe(
      "script-src 'self' 'nonce-nonce2'",
    );
    expect(withCookie.headers.get("cache-control")).toBe("private, max-age=60");
    const withToken = await get("/?token=abc");
    expect(await withToken.text()).toContain('nonce="nonce3"');
    expect(withToken.headers.get("cache-control")).toBe("private, max-age=60");
    expect(router.renders).toHaveLength(1);
  });

  it("lets any cache keep pages and loader data, never past the pages' next change", async () => {
    const clock = { now: new Date("2025-07-15T12:00:00Z") };
    const page = await (await serve(fakeRouter(), clock))("/");
    expect(page.headers.get("cache-control")).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=300",
    );
    const data = await (await serve(fakeRouter(200, "text/x-script"), clock))("/_.data");
    expect(data.headers.get("cache-control")).toBe(page.headers.get("cache-control"));
    clock.now = new Date("2025-07-15T12:58:00Z");
    const late = await (await serve(fakeRouter(), clock))("/");
    expect(late.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=120");
  });

  it("renders again within the minute once the version moves (a work marked at the desk)", async () => {
    const router = fakeRouter();
    let version = 0;
    const get = await serve(
      router,
      { now: new Date("2025-07-15T12:00:05Z") },
      {
        version: () => version,
      },
    );
    await get("/shows/a");
    await get("/shows/a");
    expect(router.renders).toHaveLength(1);
    version += 1;
    await get("/shows/a");
    await get("/shows/a");
    expect(router.renders).toHaveLength(2);
  });

  it("bounds what a shared cache keeps of a page that shows availability", async () => {
    const clock = { now: new Date("2025-07-15T12:00:00Z") };
    const get = await serve(fakeRouter(), clock, {
      freshnessBound: (pathname) => (pathname.startsWith("/shows/") ? 58 : null),
    });
    expect((await get("/shows/a")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=58",
    );
    expect((await get("/")).headers.get("cache-control")).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=300",
    );
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

describe("withoutNonces", () => {
  it("drops the placeholder nonce and hashes the text of each script that had it", () => {
    const html =
      '<script nonce="P">a()</script><script type="application/ld+json">{}</script>' +
      '<script nonce="P" type="text/plain" data-held-module="">import "/x.js";</script>' +
      '<script nonce="P">a()</script>';
    const shared = withoutNonces(html, "P");
    expect(shared.bytes.toString()).not.toContain("nonce");
    expect(shared.scriptHashes).toEqual([sha256("a()"), sha256('import "/x.js";')]);
  });
});

describe("hashedPolicy", () => {
  it("puts the hashes where the nonce was in script-src, and drops it elsewhere", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-N';style-src 'nonce-N'";
    expect(hashedPolicy(policy, "N", ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B';style-src 'none'",
    );
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
