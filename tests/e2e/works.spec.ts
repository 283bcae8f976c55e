// Works (issue 23): a show's checklist, each work's own address, the red dot in words, an
// artist's works across shows, what search engines and link previews read, with and without
// JavaScript, at both widths (the projects) and at the three instants (tests/e2e/clock.ts).
// The expected rows are written out from the built-in content (docs/decisions/015).
import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";
import { type E2eServer, serverURL } from "./servers.ts";

const { shows } = await loadContent();

interface ExpectedRow {
  id: string;
  title: string;
  year: number;
  facts: string;
  price: string;
  /** The red dot's word, or null for a work still for sale (no mark in a checklist). */
  mark: "Sold" | "Reserved" | null;
}

/** Show 67.1, on view at E2E_NOW: a solo show, so its rows do not name the artist. */
const SIGNAL_AND_RELAY: readonly ExpectedRow[] = [
  {
    id: "signal",
    title: "Signal",
    year: 2024,
    facts: "neon and found steel, 72 x 30 x 30 in",
    price: "$6,800",
    mark: "Sold",
  },
  {
    id: "listening-post",
    title: "Listening Post",
    year: 2025,
    facts: "steel, copper wire and speaker, 48 x 24 x 24 in",
    price: "$4,200",
    mark: null,
  },
  {
    id: "relay",
    title: "Relay",
    year: 2025,
    facts: "neon, steel and radio parts, 60 x 40 x 20 in",
    price: "$5,600",
    mark: "Reserved",
  },
  {
    id: "static",
    title: "Static",
    year: 2025,
    facts: "neon on aluminum, 30 x 40 in",
    price: "$3,200",
    mark: null,
  },
  {
    id: "antenna-field",
    title: "Antenna Field",
    year: 2025,
    facts: "steel and neon, 84 x 60 x 24 in",
    price: "$9,500",
    mark: null,
  },
];

/** Show 69.1, Home's show before the gallery opened and after all the content. */
const GRANITE_SHEDS: readonly ExpectedRow[] = [
  {
    id: "granite-shed-barre",
    title: "Granite Shed, Barre",
    year: 2023,
    facts: "gelatin silver print, 20 x 24 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "cutters-bench",
    title: "Cutter's Bench",
    year: 2024,
    facts: "gelatin silver print, 24 x 20 in",
    price: "$1,200",
    mark: "Sold",
  },
  {
    id: "overhead-crane",
    title: "Overhead Crane",
    year: 2024,
    facts: "gelatin silver print, 20 x 24 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "polisher-second-shift",
    title: "Polisher, Second Shift",
    year: 2025,
    facts: "gelatin silver print, 24 x 20 in",
    price: "$1,200",
    mark: null,
  },
  {
    id: "grout-pile",
    title: "Grout Pile",
    year: 2025,
    facts: "gelatin silver print, 16 x 20 in",
    price: "$900",
    mark: null,
  },
  {
    id: "carvers-hands",
    title: "Carver's Hands",
    year: 2025,
    facts: "gelatin silver print, 20 x 16 in",
    price: "$900",
    mark: "Reserved",
  },
  {
    id: "rock-of-ages-road",
    title: "Rock of Ages Road",
    year: 2025,
    facts: "pigment print, 24 x 36 in",
    price: "$2,400",
    mark: null,
  },
];

const INSTANTS: readonly { server: E2eServer; show: string; rows: readonly ExpectedRow[] }[] = [
  { server: "now", show: "signal-and-relay", rows: SIGNAL_AND_RELAY },
  { server: "beforeAll", show: "granite-sheds", rows: GRANITE_SHEDS },
  { server: "afterAll", show: "granite-sheds", rows: GRANITE_SHEDS },
];

const SIGNAL_DESCRIPTION =
  "A tall column of salvaged steel beams, bolted into a lattice, with a single line of red neon climbing its centre like a signal on a radio tower.";

function checklist(page: Page): Locator {
  return page.getByRole("region", { name: "Works in the show" }).getByRole("listitem");
}

/** The mark beside a row's price: the dot (hidden from screen readers) and its word. */
function mark(scope: Locator): Locator {
  return scope.locator("[data-availability]");
}

async function expectRows(rows: Locator, expected: readonly ExpectedRow[], show: string) {
  await expect(rows).toHaveCount(expected.length);
  for (const [index, work] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole("link")).toHaveAccessibleName(work.title);
    await expect(row.getByRole("link")).toHaveAttribute("href", `/shows/${show}/works/${work.id}`);
    await expect(row).toContainText(`${work.title}, ${work.year}`);
    await expect(row).toContainText(work.facts);
    await expect(row).toContainText(work.price);
    await expect(row.locator("img")).toHaveAttribute("alt", "");
    if (work.mark) {
      await expect(mark(row)).toHaveText(work.mark);
      await expect(mark(row).locator('[aria-hidden="true"]')).toBeVisible();
    } else {
      await expect(mark(row)).toHaveCount(0);
      await expect(row).not.toContainText(/Sold|Reserved/);
    }
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { server, show, rows } of INSTANTS) {
  test.describe(`at the ${server} instant`, () => {
    test.use({ baseURL: serverURL(server) });

    test("Home's show lists its works, and a sold one opens at its address with its red dot", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "View Exhibition Details" }).click();
      await expect(page).toHaveURL(`/shows/${show}`);
      await expectRows(checklist(page), rows, show);
      await expectNoSidewaysScroll(page);

      const sold = rows.find((row) => row.mark === "Sold");
      if (!sold) throw new Error("the expected rows have a sold work");
      await checklist(page).filter({ hasText: sold.title }).getByRole("link").click();
      await expect(page).toHaveURL(`/shows/${show}/works/${sold.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sold.title);
      await expect(mark(page.getByRole("main"))).toHaveText("Sold");
      await expect(page.getByRole("main")).toContainText(sold.price);
    });
  });
}

test("a row answers a click anywhere on it, not only on its title", async ({ page }) => {
  await page.goto("/shows/signal-and-relay");
  const row = checklist(page).nth(1);
  await row.scrollIntoViewIfNeeded();
  // Rows near the screen are laid out as they come (content-visibility): let that settle first.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const box = await row.locator("img").boundingBox();
  if (!box) throw new Error("the row has no thumbnail");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL("/shows/signal-and-relay/works/listening-post");
});

test("a checklist's price sits under the words on a phone and in its own column on a wide screen", async ({
  page,
  viewport,
}) => {
  await page.goto("/shows/signal-and-relay");
  const row = checklist(page).first();
  const words = await row.getByText("neon and found steel, 72 x 30 x 30 in").boundingBox();
  const price = await row.getByText("$6,800").boundingBox();
  if (!words || !price) throw new Error("the row has no words or no price");
  if ((viewport?.width ?? 0) < 640) expect(price.y).toBeGreaterThan(words.y);
  else expect(price.x).toBeGreaterThan(words.x + words.width);
});

test("a work's page: its picture large, its artist, its facts, its price and dot, the way to ask", async ({
  page,
  viewport,
}) => {
  await page.goto("/shows/signal-and-relay/works/signal");
  await expect(page).toHaveTitle("Signal by Priya Castellanos | The Front");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signal");
  await expect(main.getByRole("link", { name: "Priya Castellanos" })).toHaveAttribute(
    "href",
    "/artists/priya-castellanos",
  );
  for (const fact of ["2024", "neon and found steel", "72 x 30 x 30 in", "$6,800"]) {
    await expect(main).toContainText(fact);
  }
  await expect(mark(main)).toHaveText("Sold");
  await expect(main.getByRole("link", { name: "Back to Signal and Relay" })).toHaveAttribute(
    "href",
    "/shows/signal-and-relay",
  );
  await expect(main.getByRole("link", { name: "Ask about this work" })).toHaveAttribute(
    "href",
    "/shows/signal-and-relay/works/signal/ask",
  );
  // The artist's own words are what a screen reader says of the picture.
  const picture = main.getByRole("img", { name: SIGNAL_DESCRIPTION });
  await expect(picture).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A phone stacks the label under the picture; a wide screen sets it beside.
  const [pictureBox, titleBox] = await Promise.all([
    picture.boundingBox(),
    page.getByRole("heading", { level: 1 }).boundingBox(),
  ]);
  if (!pictureBox || !titleBox) throw new Error("no picture or no title");
  if ((viewport?.width ?? 0) < 768)
    expect(titleBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height);
  else expect(titleBox.x).toBeGreaterThan(pictureBox.x + pictureBox.width);

  // It opens large in the picture viewer, at an address of its own.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await main.getByRole("link", { name: /view larger/ }).click();
  await expect(page.getByRole("dialog", { name: "Picture viewer" })).toBeVisible();
  await expect(page).toHaveURL("/shows/signal-and-relay/works/signal?picture=1");
});

test("a work for sale says so in words, and one that is held says Reserved", async ({ page }) => {
  await page.goto("/shows/signal-and-relay/works/listening-post");
  await expect(mark(page.getByRole("main"))).toHaveText("Available");
  await expect(mark(page.getByRole("main")).locator('[aria-hidden="true"]')).toHaveCount(0);
  await page.goto("/shows/signal-and-relay/works/relay");
  await expect(mark(page.getByRole("main"))).toHaveText("Reserved");
});

test("an unknown work goes to its show, an unknown show to the list, as HTTP redirects", async ({
  page,
  baseURL,
}) => {
  for (const [path, to] of [
    ["/shows/signal-and-relay/works/no-such-work", "/shows/signal-and-relay"],
    ["/shows/no-such-show/works/signal", "/shows"],
  ] as const) {
    const response = await rawRequest(baseURL, path);
    expect(response.status, path).toBe(302);
    expect(new URL(String(response.headers.location), "http://x").pathname, path).toBe(to);
    await page.goto(path);
    await expect(page).toHaveURL(to);
  }
});

test("prints as the picture and its label, without the site around it", async ({ page }) => {
  await page.goto("/shows/signal-and-relay/works/relay");
  await page.emulateMedia({ media: "print" });
  for (const hidden of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("link", { name: "Ask about this work" }),
    page.getByRole("link", { name: "Back to Signal and Relay" }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator("img")).toBeVisible();
  await expect(mark(page.getByRole("main"))).toHaveText("Reserved");
});

test("an artist's page lists their works across shows, those for sale first", async ({ page }) => {
  await page.goto("/artists/tobias-wren");
  const rows = page
    .getByRole("region", { name: "Works shown at the gallery" })
    .getByRole("listitem");
  // The newest show first: Granite Sheds opens the list.
  await expect(rows.first().getByRole("link")).toHaveAccessibleName("Granite Shed, Barre");
  await expect(rows.first()).toContainText("Shown in Granite Sheds");
  await expect(rows.first().getByRole("link")).toHaveAttribute(
    "href",
    "/shows/granite-sheds/works/granite-shed-barre",
  );
  await expect(rows.filter({ hasText: "Quarry Light" })).toContainText("Shown in After Dark");
  // The sold and the held ones come last.
  const marks = await rows.evaluateAll((items) =>
    items.map((item) => item.querySelector("[data-availability]")?.textContent ?? ""),
  );
  const firstMarked = marks.findIndex((text) => text !== "");
  expect(firstMarked).toBeGreaterThan(0);
  expect(marks.slice(firstMarked).every((text) => text !== "")).toBe(true);
  expect(marks.slice(firstMarked)).toEqual(expect.arrayContaining(["Sold", "Reserved"]));
});

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

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the checklist and a work's page read, and the row's link leads there", async ({ page }) => {
    await page.goto("/shows/signal-and-relay");
    await expectRows(checklist(page), SIGNAL_AND_RELAY, "signal-and-relay");
    await checklist(page).filter({ hasText: "Relay" }).last().getByRole("link").click();
    await expect(page).toHaveURL("/shows/signal-and-relay/works/relay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relay");
    await expect(page.getByRole("main")).toContainText("$5,600");
    await expect(mark(page.getByRole("main"))).toHaveText("Reserved");
    // The picture is a plain link to its largest version.
    await expect(page.getByRole("main").getByRole("link", { name: /view larger/ })).toHaveAttribute(
      "href",
      /\/images\/shows\/signal-and-relay\/03\.\d+w\.jpg$/,
    );
  });
});
