// Works (issue 23): a show's checklist, each work's own address, the red dot in words, an
// artist's works across shows, with and without JavaScript, at both widths (the projects) and at
// the three instants (tests/e2e/clock.ts); what search engines read is in works-seo.spec.ts.
// The expected rows are written out from the built-in content (docs/decisions/015), in
// works-expected.ts.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";
import { serverURL } from "./servers.ts";
import { type ExpectedRow, INSTANTS, SIGNAL_AND_RELAY } from "./works-expected.ts";
import { ONE_WIDTH } from "./widths.ts";

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

test(
  "a work for sale says so in words, and one that is held says Reserved",
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto("/shows/signal-and-relay/works/listening-post");
    await expect(mark(page.getByRole("main"))).toHaveText("Available");
    await expect(mark(page.getByRole("main")).locator('[aria-hidden="true"]')).toHaveCount(0);
    await page.goto("/shows/signal-and-relay/works/relay");
    await expect(mark(page.getByRole("main"))).toHaveText("Reserved");
  },
);

test(
  "an unknown work goes to its show, an unknown show to the list, as HTTP redirects",
  ONE_WIDTH,
  async ({ page, baseURL }) => {
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
  },
);

test(
  "prints as the picture and its label, without the site around it",
  ONE_WIDTH,
  async ({ page }) => {
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
  },
);

test(
  "an artist's page lists their works across shows, those for sale first",
  ONE_WIDTH,
  async ({ page }) => {
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
  },
);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the checklist and a work's page read, and the row's link leads there",
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto("/shows/signal-and-relay");
      await expectRows(checklist(page), SIGNAL_AND_RELAY, "signal-and-relay");
      await checklist(page).filter({ hasText: "Relay" }).last().getByRole("link").click();
      await expect(page).toHaveURL("/shows/signal-and-relay/works/relay");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relay");
      await expect(page.getByRole("main")).toContainText("$5,600");
      await expect(mark(page.getByRole("main"))).toHaveText("Reserved");
      // The picture is a plain link to its largest version.
      await expect(
        page.getByRole("main").getByRole("link", { name: /view larger/ }),
      ).toHaveAttribute("href", /\/images\/shows\/signal-and-relay\/03\.\d+w\.jpg$/);
    },
  );
});
