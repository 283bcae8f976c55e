// The picture wins the race (issue 34, item 4): every page that leads with a picture asks for it
// from the head, before any script or module preload, and the picture it asks for is the one the
// page shows first. Read from the built server's HTML, for every page of every type.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXED_PAGES } from "../../app/domain/site-pages.ts";
import { workPath } from "../../app/domain/works.ts";
import { loadContent } from "../../scripts/content/load-content.ts";
import { E2E_NOW } from "../e2e/clock.ts";
import { type RunningServer, startServer } from "../support/running-server.ts";

const { artists, shows } = await loadContent();

/** The page types that lead with a picture, and a page of each; every artist and show too. */
const PICTURE_PAGES = [
  "/",
  "/events",
  "/artists",
  "/shows",
  ...artists.filter((artist) => artist.images.length > 0).map((a) => `/artists/${a.paramName}`),
  ...shows.filter((show) => show.images.length > 0).map((show) => `/shows/${show.name}`),
  ...shows.flatMap((show) => (show.works?.[0] ? [workPath(show.name, show.works[0].id)] : [])),
];
/**
 * Not led by a picture to hurry: /about and /instagram paint text largest; /visit's largest paint
 * is a backdrop behind its text, fetched at low priority on purpose (visit-details.tsx), which
 * Lighthouse finds painted with the text (LCP = FCP at the median).
 */
const TEXT_PAGES = FIXED_PAGES.filter((page) => !PICTURE_PAGES.includes(page));

let folder: string;
let server: RunningServer;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "front-main-picture-"));
  server = await startServer({
    DATABASE_PATH: path.join(folder, "front.sqlite"),
    GALLERY_NOW: E2E_NOW,
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** Where the page's picture hint, its first script and first module preload stand in its HTML. */
function orderOf(html: string) {
  const hint = /<link rel="preload" as="image"[^>]*>/.exec(html);
  // Structured data is not a script the browser runs.
  const script = /<script(?![^>]*application\/ld\+json)[\s>]/.exec(html);
  const modulePreload = /<link[^>]*rel="modulepreload"/.exec(html);
  // A script the browser would fetch as it parses: a module, a src, a module preload.
  const fetchedScript = /<script[^>]*(type="module"|\ssrc=)|<link[^>]*rel="modulepreload"/.exec(
    html,
  );
  const main = html.slice(html.indexOf("<main"));
  // The first picture in the page's main content: its best source and its <img>.
  const firstPicture = /<picture>(.*?)<\/picture>|<img[^>]*>/s.exec(main)?.[0] ?? "";
  return {
    hint: hint?.[0],
    hintAt: hint?.index ?? -1,
    headEnd: html.indexOf("</head>"),
    scriptAt: script?.index ?? html.length,
    modulePreloadAt: modulePreload?.index ?? html.length,
    fetchedScript: fetchedScript?.[0],
    held: html.includes("data-held-module"),
    firstSource: /<source[^>]*>/.exec(firstPicture)?.[0],
    firstImg: /<img[^>]*>/.exec(firstPicture)?.[0] ?? "",
  };
}

const pageAt = async (page: string) => {
  const answer = await fetch(`${server.origin}${page}`);
  expect(answer.status, page).toBe(200);
  return orderOf(await answer.text());
};

describe("a page's main picture", () => {
  it.each(PICTURE_PAGES)("%s asks for it from the head, before any script", async (page) => {
    const order = await pageAt(page);
    expect(order.hint, `${page}: no preload of its main picture`).toBeDefined();
    expect(order.hintAt).toBeLessThan(order.headEnd);
    expect(order.hintAt).toBeLessThan(order.scriptAt);
    expect(order.hintAt).toBeLessThan(order.modulePreloadAt);
    // And the scripts are not even asked for until the picture has loaded (server/held-scripts.ts):
    // a module preload after the hint in the head would still share the line with the picture.
    expect(order.fetchedScript, `${page}: a script fetched as the page parses`).toBeUndefined();
    expect(order.held, `${page}: its scripts are not held`).toBe(true);
    // The picture asked for is the one shown first, in the same format, widths and sizes.
    const hint = order.hint ?? "";
    const source = order.firstSource ?? "";
    expect(attribute(order.firstImg, "fetchPriority"), page).toBe("high");
    expect(attribute(hint, "fetchPriority")).toBe("high");
    expect(attribute(hint, "type")).toBe(attribute(source, "type"));
    expect(attribute(hint, "imageSrcSet")).toBe(attribute(source, "srcSet"));
    expect(attribute(hint, "imageSizes")).toBe(attribute(source, "sizes"));
  });

  it.each(TEXT_PAGES)("%s, led by text, hurries no picture", async (page) => {
    const order = await pageAt(page);
    expect(order.hint).toBeUndefined();
    expect(attribute(order.firstImg, "fetchPriority") ?? "auto").not.toBe("high");
  });
});
