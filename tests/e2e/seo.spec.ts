import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";

const { shows, artists } = await loadContent();

test.skip(
  ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
  "one viewport is enough",
);

function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
}

function structuredDataOf(html: string): { "@type": string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as { "@type": string },
  );
}

async function sitemapLocations(baseURL: string | undefined): Promise<string[]> {
  const response = await rawRequest(baseURL, "/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/xml/);
  return [...response.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
}

test("robots.txt points at the sitemap", async ({ baseURL }) => {
  const response = await rawRequest(baseURL, "/robots.txt");
  expect(response.status).toBe(200);
  expect(response.body.toString("utf8")).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test("the sitemap lists every page, each answering itself as canonical", async ({ baseURL }) => {
  const locations = await sitemapLocations(baseURL);
  const paths = locations.map((location) => new URL(location).pathname);
  for (const path of ["/", "/events", "/artists", "/shows", "/visit", "/about", "/instagram"]) {
    expect(paths).toContain(path);
  }
  for (const show of shows) expect(paths).toContain(`/shows/${show.name}`);
  for (const artist of artists) expect(paths).toContain(`/artists/${artist.paramName}`);

  for (const location of locations) {
    const response = await rawRequest(baseURL, new URL(location).pathname);
    // A listed page is a page: no redirect to its list, no error.
    expect(response.status, location).toBe(200);
    const html = response.body.toString("utf8");
    expect(canonicalOf(html), location).toBe(location);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], location).toMatch(/The Front/);
    expect(
      structuredDataOf(html).map((data) => data["@type"]),
      location,
    ).toContain("ArtGallery");
  }
});

test("the unknown-path screen is Home, canonical to Home, and never in the sitemap", async ({
  baseURL,
}) => {
  const response = await rawRequest(baseURL, "/no-such-page");
  expect(response.status).toBe(200);
  const home = canonicalOf((await rawRequest(baseURL, "/")).body.toString("utf8"));
  expect(canonicalOf(response.body.toString("utf8"))).toBe(home);
  const paths = (await sitemapLocations(baseURL)).map((location) => new URL(location).pathname);
  expect(paths).not.toContain("/no-such-page");
  expect(new Set(paths).size).toBe(paths.length);
});

test("pages carry their title, description and social card", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("The Front | Artist-run gallery in Montpelier, Vermont");
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\/.+\/images\/shows\//,
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
});
