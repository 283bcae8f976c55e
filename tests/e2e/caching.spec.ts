import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { loadContent } from "../../scripts/content/load-content.ts";
import { nextPageChange } from "../../app/domain/page-changes.ts";
import { sharedCacheControl } from "../../server/page-cache-control.ts";
import { E2E_NOW } from "./clock.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { rawRequest } from "./raw-http.ts";

const { artists, events } = await loadContent();

test.skip(
  ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
  "one viewport is enough",
);

async function firstScript(baseURL: string | undefined): Promise<string> {
  const html = (await rawRequest(baseURL, "/")).body.toString("utf8");
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  if (!script) throw new Error("no script on /");
  return script;
}

test("hashed assets are cached for a year, unchanged", async ({ baseURL }) => {
  const { headers } = await rawRequest(baseURL, await firstScript(baseURL));
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("content images are cached a month with a day of stale-while-revalidate", async ({
  baseURL,
}) => {
  const html = (await rawRequest(baseURL, "/")).body.toString("utf8");
  const images = [...html.matchAll(/\/images\/[\w/.-]+\.(?:jpg|webp|avif)/g)].map((m) => m[0]);
  const kinds = new Set(images.map((image) => image.split(".").pop()));
  expect([...kinds].sort(), "needs every format of content image on /").toEqual([
    "avif",
    "jpg",
    "webp",
  ]);
  for (const extension of kinds) {
    const image = images.find((candidate) => candidate.endsWith(`.${extension ?? ""}`)) ?? "";
    const { status, headers } = await rawRequest(baseURL, image);
    expect(status, image).toBe(200);
    expect(headers["cache-control"], image).toBe(
      "public, max-age=2592000, stale-while-revalidate=86400",
    );
  }
});

test("pages and loader data may be kept by any cache until the pages next change", async ({
  baseURL,
}) => {
  // The server's clock is frozen at E2E_NOW: the seconds left are known to the second.
  const now = new Date(E2E_NOW);
  const secondsLeft = (nextPageChange(events, now).getTime() - now.getTime()) / 1000;
  const policy = sharedCacheControl(secondsLeft);
  expect(policy).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
  // An unknown path is the Home screen (product: "Unknown path: Home screen"), as shareable.
  for (const target of ["/shows", "/artists", "/shows.data", "/no-such-page"]) {
    const { headers } = await rawRequest(baseURL, target);
    expect(headers["cache-control"], target).toBe(policy);
  }
  // Home's "open now" follows the rota (issue 33): a claim reaches it within a minute, as a red
  // dot does, so shared caches keep it no longer than that.
  const home = await rawRequest(baseURL, "/");
  expect(home.headers["cache-control"]).toBe(sharedCacheControl(Math.min(secondsLeft, 58)));
  // A visitor with a cookie gets a page for their browser alone.
  const personal = await rawRequest(baseURL, "/", { headers: { Cookie: "seen=1" } });
  expect(personal.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
});

test("text is compressed with brotli or gzip as the client asks", async ({ baseURL }) => {
  const script = await firstScript(baseURL);
  for (const target of ["/", script]) {
    for (const encoding of ["br", "gzip"]) {
      const { headers } = await rawRequest(baseURL, target, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(headers["content-encoding"], `${target} ${encoding}`).toBe(encoding);
    }
    const plain = await rawRequest(baseURL, target);
    expect(plain.headers["content-encoding"], target).toBeUndefined();
  }
});

test("scripts come precompressed, the same bytes once decompressed", async ({ baseURL }) => {
  const script = await firstScript(baseURL);
  const plain = await rawRequest(baseURL, script);
  const br = await rawRequest(baseURL, script, { headers: { "Accept-Encoding": "gzip, br" } });
  const gzip = await rawRequest(baseURL, script, { headers: { "Accept-Encoding": "gzip" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers.etag).not.toBe(plain.headers.etag);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  // Quality 11 beats what the server would do on the fly.
  expect(br.body.length).toBeLessThan(gzip.body.length);
});

test("static files answer 304 to a matching ETag or date", async ({ baseURL }) => {
  for (const target of [await firstScript(baseURL), "/favicon.svg"]) {
    const { headers } = await rawRequest(baseURL, target);
    const etag = headers.etag;
    const lastModified = headers["last-modified"];
    expect(etag, target).toBeTruthy();
    expect(lastModified, target).toBeTruthy();
    const byTag = await rawRequest(baseURL, target, { headers: { "If-None-Match": etag ?? "" } });
    expect(byTag.status, target).toBe(304);
    expect(byTag.body.length).toBe(0);
    const byDate = await rawRequest(baseURL, target, {
      headers: { "If-Modified-Since": lastModified ?? "" },
    });
    expect(byDate.status, target).toBe(304);
    const changed = await rawRequest(baseURL, target, { headers: { "If-None-Match": '"other"' } });
    expect(changed.status, target).toBe(200);
  }
});

const artistWithPictures = artists.find((artist) => artist.images.length > 0);

for (const path of [
  "/",
  "/events",
  "/shows",
  "/artists",
  `/artists/${artistWithPictures?.paramName ?? ""}`,
]) {
  test(`${path}: the main image is preloaded first, scripts behind it`, async ({ baseURL }) => {
    const html = (await rawRequest(baseURL, path)).body.toString("utf8");
    const mainImages = html.match(/<img [^>]*fetchPriority="high"[^>]*>/g) ?? [];
    expect(mainImages).toHaveLength(1);
    expect(mainImages[0]).not.toContain('loading="lazy"');
    // The <picture> holding it offers AVIF first; the head preloads exactly those files.
    const picture = html.match(/<picture>(?:(?!<\/picture>).)*fetchPriority="high"/)?.[0] ?? "";
    const avif = picture.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1];
    expect(avif).toMatch(/^\/images\/.+\.avif \d+w/);
    const preload = html.match(/<link rel="preload" as="image" type="image\/avif"[^>]*>/)?.[0];
    expect(preload).toContain(`imageSrcSet="${avif ?? ""}"`);
    expect(preload).toContain('fetchPriority="high"');
    // The scripts are held until the picture is on screen (server/held-scripts.ts).
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/<script type="text\/plain" data-held-module=""/g)).toHaveLength(1);
  });

  test(`${path}: no script, nor any other picture, is asked for before the main picture has loaded`, async ({
    page,
  }) => {
    const order: string[] = [];
    page.on("request", (request) => {
      const kind = request.resourceType();
      if (kind === "script" || kind === "image") order.push(`${kind} asked ${request.url()}`);
    });
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image") order.push(`image loaded ${request.url()}`);
    });
    await page.goto(path);
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveJSProperty("complete", true);
    await waitForHydration(page);
    const picture = await main.evaluate((image: HTMLImageElement) => image.currentSrc);
    const pictureLoaded = order.indexOf(`image loaded ${picture}`);
    expect(pictureLoaded).toBeGreaterThanOrEqual(0);
    const firstScript = order.findIndex((entry) => entry.startsWith("script asked "));
    expect(firstScript).toBeGreaterThan(pictureLoaded);
    // The lazy pictures near the screen wait too, and are all given back by hydration.
    const others = order.filter(
      (entry) =>
        entry.startsWith("image asked ") && !entry.endsWith(picture) && !entry.endsWith(".svg"),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(order.indexOf(others[0] ?? "")).toBeGreaterThan(pictureLoaded);
    await expect(page.locator("[data-held-src], [data-held-srcset]")).toHaveCount(0);
  });
}

test("a query the page does not read is left out of the render, and the page still works", async ({
  page,
  baseURL,
}) => {
  // The copy is shared with the plain address: nothing of the made-up query reaches it.
  const { body } = await rawRequest(baseURL, "/events?utm_source=<b>made-up-value</b>&past=all");
  const html = body.toString("utf8");
  expect(html).not.toContain("utm_source");
  expect(html).not.toContain("made-up-value");

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/?utm_source=newsletter&open-contact-form=true");
  await expect(page.getByRole("dialog", { name: "Join our mailing list" })).toBeVisible();
  expect(errors).toEqual([]);
});
