// Works (issue 23) as search engines and link previews read them: each work's structured data
// and its offer, the sitemap's addresses, a work's link preview (the rest is in works.spec.ts).
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";

const { shows } = await loadContent();

/** The words the artist wrote for Signal's picture, which its structured data carries. */
const SIGNAL_DESCRIPTION = shows
  .find((show) => show.name === "signal-and-relay")
  ?.works?.find((work) => work.id === "signal")?.description;

test.describe("for search engines and link previews", () => {
  test.skip(
    ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
    "one viewport is enough",
  );

  function structuredData(html: string): Record<string, unknown>[] {
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
  }

  test("each work is a VisualArtwork whose offer follows its red dot", async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    for (const [id, availability, price] of [
      ["signal", "SoldOut", "6800"],
      ["relay", "Reserved", "5600"],
      ["listening-post", "InStock", "4200"],
    ] as const) {
      const response = await rawRequest(baseURL, `/shows/signal-and-relay/works/${id}`);
      expect(response.status).toBe(200);
      const artwork = structuredData(response.body.toString("utf8")).find(
        (data) => data["@type"] === "VisualArtwork",
      );
      expect(artwork, id).toMatchObject({
        url: `${origin}/shows/signal-and-relay/works/${id}`,
        creator: { name: "Priya Castellanos", url: `${origin}/artists/priya-castellanos` },
        offers: {
          "@type": "Offer",
          availability: `https://schema.org/${availability}`,
          price,
          priceCurrency: "USD",
        },
      });
    }
    const signal = await rawRequest(baseURL, "/shows/signal-and-relay/works/signal");
    expect(
      structuredData(signal.body.toString("utf8")).find(
        (data) => data["@type"] === "VisualArtwork",
      ),
    ).toMatchObject({ description: SIGNAL_DESCRIPTION, dateCreated: "2024" });
  });

  test("a work priced on request is offered without a price", async ({ baseURL }) => {
    const older = shows.find((show) => show.works?.some((work) => work.price === "on request"));
    const work = older?.works?.find((candidate) => candidate.price === "on request");
    if (!older || !work) throw new Error("the content has a work priced on request");
    const response = await rawRequest(baseURL, `/shows/${older.name}/works/${work.id}`);
    const artwork = structuredData(response.body.toString("utf8")).find(
      (data) => data["@type"] === "VisualArtwork",
    );
    expect(artwork?.["offers"]).toMatchObject({ "@type": "Offer" });
    expect(artwork?.["offers"]).not.toHaveProperty("price");
  });

  test("the sitemap lists every work's address", async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const response = await rawRequest(baseURL, "/sitemap.xml");
    const locations = [...response.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    for (const show of shows) {
      for (const work of show.works ?? []) {
        expect(locations).toContain(`${origin}/shows/${show.name}/works/${work.id}`);
      }
    }
    expect(locations.filter((location) => location?.includes("/works/"))).toHaveLength(
      shows.reduce((sum, show) => sum + (show.works?.length ?? 0), 0),
    );
  });

  test("a work's link preview shows the work", async ({ page, request }) => {
    await page.goto("/shows/signal-and-relay/works/relay");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/\/images\/shows\/signal-and-relay\/03\.og\.jpg$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      /^Three steel boxes in a row/,
    );
    const card = await request.get(new URL(image ?? "").pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
  });
});
