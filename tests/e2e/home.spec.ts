import { showOnView } from "./current-show.ts";
import { expect, test } from "./fixtures.ts";

test("home shows the current show and the next events", async ({ page }) => {
  const show = showOnView();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Currently on view at the Front:",
  );
  await expect(page.getByText(show.displayName, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Exhibition Details" })).toHaveAttribute(
    "href",
    `/shows/${show.name}`,
  );
});
