import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

const FAILURE = "We were unable to collect your info. Please refresh and try again. Thanks!";
const THANKS =
  "Thanks for joining the mailing list. We'll keep you up to date on all our happenings!";
const NOTE = "If you added a note, we'll respond in the next few days.";
const CHECK_MAIL = "We've sent you an email: please follow its link to confirm your address.";
const ENDPOINT = "**/api/front-email";

const uniqueEmail = () => `visitor-${randomUUID()}@example.com`;
const dialog = (page: Page) => page.getByRole("dialog", { name: "Join our mailing list" });

async function openFromFooter(page: Page) {
  await page.goto("/");
  // What JavaScript adds (before it, the button is a link to the page with the dialog open).
  await waitForHydration(page);
  await page.getByRole("button", { name: "Join Mailing List" }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillAndSubmit(page: Page, email = uniqueEmail()) {
  const form = dialog(page);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message (optional)").fill("See you at the opening.");
  await form.getByRole("button", { name: "Join" }).click();
}

test.describe("mailing-list dialog", () => {
  test("signs up: posts JSON to the endpoint and thanks the visitor", async ({ page }) => {
    await openFromFooter(page);
    const email = uniqueEmail();
    const request = page.waitForRequest(ENDPOINT);
    await fillAndSubmit(page, email);
    expect((await request).postDataJSON()).toMatchObject({
      firstname: "Ada",
      lastname: "Lovelace",
      email,
      message: "See you at the opening.",
    });
    await expect(dialog(page).getByText(THANKS)).toBeVisible();
    await expect(dialog(page).getByText(NOTE)).toBeVisible();
  });

  test("adds a third line only when a confirmation mail is on its way", async ({ page }) => {
    // This server has no SMTP: the sign-up is stored pending, and no mail is promised.
    await openFromFooter(page);
    await fillAndSubmit(page);
    const status = dialog(page).getByRole("status");
    await expect(status).toContainText(THANKS);
    await expect(status.locator("p")).toHaveText([THANKS, NOTE]);

    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 200, json: { ok: true, confirmationMailed: true } }),
    );
    await openFromFooter(page);
    await fillAndSubmit(page);
    await expect(dialog(page).getByRole("status").locator("p")).toHaveText([
      THANKS,
      NOTE,
      CHECK_MAIL,
    ]);
  });

  test("shows the failure message when the server answers 500", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, body: "" }));
    await openFromFooter(page);
    await fillAndSubmit(page);
    await expect(dialog(page).getByRole("alert")).toHaveText(FAILURE + "Retry");
    await expect(dialog(page).getByRole("button", { name: "Retry" })).toBeFocused();
  });

  test("disables the button and shows a spinner while the request is in flight", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await openFromFooter(page);
    await fillAndSubmit(page);
    const sending = dialog(page).getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    await expect(sending.locator("span[aria-hidden='true']")).toBeVisible();
    release();
    await expect(dialog(page).getByText(THANKS)).toBeVisible();
  });

  test("Retry returns to a blank form that can be sent again", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 503, body: "" }));
    await openFromFooter(page);
    await fillAndSubmit(page);
    await dialog(page).getByRole("button", { name: "Retry" }).click();
    await expect(dialog(page).getByLabel("Email")).toHaveValue("");
    await expect(dialog(page).getByLabel("First name")).toHaveValue("");
    await expect(dialog(page).getByLabel("First name")).toBeFocused();
    await expect(dialog(page).getByRole("button", { name: "Join" })).toBeEnabled();
    await page.unroute(ENDPOINT);
    await fillAndSubmit(page);
    await expect(dialog(page).getByText(THANKS)).toBeVisible();
  });

  test("shows the failure message when the network fails", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort("internetdisconnected"));
    await openFromFooter(page);
    await fillAndSubmit(page);
    await expect(dialog(page).getByText(FAILURE)).toBeVisible();
  });

  test("gives up after 15 seconds without an answer", async ({ page }) => {
    await page.route(ENDPOINT, () => {
      // Never answered.
    });
    await openFromFooter(page);
    // The page hydrates after the paint that shows its main picture, which a fake clock would
    // hold back: fake time only from here, before the form starts its timer.
    await waitForHydration(page);
    await page.clock.install();
    // Paused: an installed clock also runs with real time, and on a busy machine more than the
    // last second passed between the two checks below (the form gave up "early"). A minute ahead:
    // pausing at a time the page's clock has already passed throws, and a second between two
    // calls is not sure on a busy machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await fillAndSubmit(page);
    await expect(dialog(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.runFor(14_000);
    await expect(dialog(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(dialog(page).getByText(FAILURE)).toBeVisible();
  });

  test("closing while sending clears the submitting state", async ({ page }) => {
    await page.route(ENDPOINT, () => {
      // Never answered.
    });
    await openFromFooter(page);
    await fillAndSubmit(page);
    await expect(dialog(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Join Mailing List" }).click();
    await expect(dialog(page).getByRole("button", { name: "Join" })).toBeEnabled();
  });

  test("works from the keyboard: opens, moves focus in, Escape closes, focus returns", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Join Mailing List" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("First name")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog(page).getByLabel("Last name")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog(page).getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // The space bar opens it too; Enter in the email field sends the form.
    await page.keyboard.press(" ");
    await expect(dialog(page).getByLabel("First name")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail());
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByRole("status")).toContainText(THANKS);
    await expect(dialog(page).getByRole("status")).toBeFocused();
  });

  test("opens by itself on a page with open-contact-form=true", async ({ page }) => {
    await page.goto("/shows?open-contact-form=true");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("First name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe("mailing-list dialog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the endpoint and comes back showing the thanks", async ({ page }) => {
    await page.goto("/shows?open-contact-form=true");
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByLabel("Email").fill(uniqueEmail());
    await dialog(page).getByLabel("Message (optional)").fill("Posted without JavaScript.");
    await dialog(page).getByRole("button", { name: "Join" }).click();
    await expect(page).toHaveURL(/\/shows\?open-contact-form=true&signup=ok$/);
    await expect(dialog(page).getByText(THANKS)).toBeVisible();
    await expect(dialog(page).getByText(NOTE)).toBeVisible();
  });

  test("a post that mailed a confirmation comes back saying so", async ({ page }) => {
    await page.goto("/events?open-contact-form=true&signup=mailed");
    await expect(dialog(page).getByRole("status").locator("p")).toHaveText([
      THANKS,
      NOTE,
      CHECK_MAIL,
    ]);
  });

  test("a link from a mail opens a page that says what happened, inside the site", async ({
    page,
  }) => {
    const response = await page.goto("/mailing-list/confirm?token=not-a-real-token");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
    await expect(page.getByRole("link", { name: "Join the mailing list" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.goto("/mailing-list/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing to remove");
  });

  test("a failed post comes back with the failure text and a working Retry", async ({ page }) => {
    await page.goto("/visit?open-contact-form=true&signup=failed");
    await expect(dialog(page).getByText(FAILURE)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Retry" }).click();
    await expect(page).toHaveURL(/\/visit\?open-contact-form=true$/);
    await expect(dialog(page).getByLabel("Email")).toHaveValue("");
  });

  test("the footer button opens the dialog as a link", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Join Mailing List" }).click();
    await expect(page).toHaveURL(/\/about\?open-contact-form=true$/);
    await expect(dialog(page).getByLabel("Email")).toBeVisible();
  });
});
