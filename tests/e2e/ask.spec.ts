// "Ask about this work" (issue 23) on a phone (the same at every width): the page filled in with
// the work, its three states (the form, a refusal naming the field, "We have your question"
// showing what was sent), with and without JavaScript, and axe at each; a sold work asks about
// similar work. Nothing is mailed to the visitor (issue 31): the page is their copy, to print.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

const ASK = "/shows/signal-and-relay/works/listening-post/ask";
const SOLD_ASK = "/shows/signal-and-relay/works/signal/ask";

/** axe runs in the page, so only where JavaScript is on (the markup is the same without). */
async function violations(page: Page, javaScript = true): Promise<string[]> {
  if (!javaScript) return [];
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("asks about a work: filled in with it, a refusal naming the field, then thanks", async ({
      page,
    }, testInfo) => {
      await page.goto(ASK);
      if (javaScript) await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about this work");
      const work = page.getByRole("figure");
      await expect(work.getByRole("img")).toHaveAttribute(
        "alt",
        /steel frame the height of a child/,
      );
      await expect(work).toContainText("Listening Post, 2025");
      await expect(work).toContainText("Priya Castellanos");
      await expect(work).toContainText("$4,200");
      await expect(page.getByRole("checkbox")).toHaveCount(3);
      await expect(page.getByRole("checkbox", { name: "Please hold it for me" })).toBeVisible();
      expect(await violations(page, javaScript)).toEqual([]);
      await noSidewaysScroll(page);

      // Filled in, with an address the browser takes and the server does not (no dot after @).
      await page.getByLabel("Your name").fill("Ada Lovelace");
      await page.getByLabel("Your e-mail").fill("ada@localhost");
      await page.getByRole("checkbox", { name: "The price" }).check();
      await page.getByLabel("Your question").fill("Is it <b>signed</b>?");
      await page.screenshot({
        path: testInfo.outputPath(`ask-filled-${testInfo.project.name}.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: "Send your question" }).click();

      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(/Please enter a valid e-mail address/);
      const email = page.getByLabel("Your e-mail");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address/);
      // What was typed is all still there.
      await expect(email).toHaveValue("ada@localhost");
      await expect(page.getByLabel("Your name")).toHaveValue("Ada Lovelace");
      await expect(page.getByRole("checkbox", { name: "The price" })).toBeChecked();
      await expect(page.getByLabel("Your question")).toHaveValue("Is it <b>signed</b>?");
      expect(await violations(page, javaScript)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`ask-error-${testInfo.project.name}.png`),
        fullPage: true,
      });
      // The alert's link leads to the field (with script, focus moves there and all stays).
      await alert.getByRole("link").click();
      if (javaScript) await expect(email).toBeFocused();
      else await expect(page).toHaveURL(/#ask-email$/);
      await expect(page.getByLabel("Your name")).toHaveValue("Ada Lovelace");

      await email.fill("ada@example.com");
      await page.getByRole("button", { name: "Send your question" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We have your question");
      // The post's own answer: the address stays the page's, with nothing of the question in it.
      await expect(page).toHaveURL(new RegExp(`${ASK}$`));
      await expect(page.getByRole("status")).toContainText(
        "Your question about Listening Post is with the gallery. A member will answer you by e-mail at ada@example.com",
      );
      await expect(page.getByText("Is it <b>signed</b>?")).toBeVisible();
      await expect(page.getByText(/copy of your question is on its way/)).toHaveCount(0);
      expect(await violations(page, javaScript)).toEqual([]);
      await noSidewaysScroll(page);
      await page.screenshot({
        path: testInfo.outputPath(`ask-sent-${testInfo.project.name}.png`),
        fullPage: true,
      });
    });
  });
}

test("at 375 px: a question sent shows what was sent, to print, with no third-party request", async ({
  page,
  blockedRequests,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const question = "Could it travel to Lyon?\nAnd is the wire <i>copper</i> throughout?";
  await page.goto(ASK);
  await waitForHydration(page);
  await page.getByLabel("Your name").fill("Bea Ortiz");
  await page.getByLabel("Your e-mail").fill("bea+art@example.com");
  await page.getByRole("checkbox", { name: "Shipping or pick-up" }).check();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Send your question" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We have your question");
  const sent = page.locator("dl");
  await expect(sent).toContainText("Listening Post, by Priya Castellanos");
  await expect(sent).toContainText("Bea Ortiz");
  await expect(sent).toContainText("bea+art@example.com");
  await expect(sent).toContainText("Shipping or pick-up");
  // Line breaks and markup as typed: in the text, and shown as lines once the page's styles
  // apply (innerText read the moment the heading showed was one line on a busy machine).
  const asked = sent.getByText("Could it travel to Lyon?");
  expect(await asked.textContent()).toBe(question);
  await expect(asked).toHaveCSS("white-space", "pre-wrap");
  await expect(sent).toContainText(
    /Sent\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(Montpelier time\)/,
  );
  await noSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);

  // Printed: what was sent, without the site's header, footer or buttons.
  await expect(page.getByRole("button", { name: "Print or save this page" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save this page" })).toBeHidden();
  await expect(sent).toContainText("Bea Ortiz");
  await page.emulateMedia({ media: "screen" });

  // Opened again, the page is the form: what was sent is nowhere but in that answer.
  await page.goto(ASK);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about this work");
  await expect(page.getByText("Bea Ortiz")).toHaveCount(0);
  expect(blockedRequests).toEqual([]);
});

test("a sold work: Sold in words with the red dot, and a question about similar work", async ({
  page,
}) => {
  await page.goto(SOLD_ASK);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about similar work");
  await expect(page.getByRole("figure")).toContainText("$6,800");
  await expect(page.getByRole("figure").getByText("Sold", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Signal is sold. Priya Castellanos may have similar work"),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Similar work by this artist" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Please hold it for me" })).toHaveCount(0);
  await page.getByLabel("Your name").fill("Bea");
  await page.getByLabel("Your e-mail").fill("bea@example.com");
  await page.getByRole("checkbox", { name: "Similar work by this artist" }).check();
  await page.getByRole("button", { name: "Send your question" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We have your question");
  await expect(page.getByText("Similar work by this artist")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a work that does not exist: 404 with a message, and a way back", async ({ page }) => {
  const response = await page.goto("/shows/signal-and-relay/works/no-such-work/ask");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such work");
  await expect(page.getByText("This show has no such work")).toBeVisible();
  await expect(page.getByRole("link", { name: "See the show" })).toHaveAttribute(
    "href",
    "/shows/signal-and-relay",
  );
});

test("is kept out of search engines", async ({ page }) => {
  await page.goto(ASK);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
