// The sign-up from a page on another origin (issue 9), in a real browser: the spec's separate
// {api host}. The site's pages live on one origin and post to the endpoint on another, which
// allows them by API_ALLOWED_ORIGINS and answers the CORS preflight; a page on an origin it does
// not allow is refused, and nothing of its is stored. Everything runs on this machine, on
// 127.0.0.1, which the browser's resolver rule lets through; the shared fixture, which notes
// requests to other origins, is not used here, on purpose.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { freePort } from "../support/free-port.ts";
import { E2E_NOW } from "./clock.ts";
import { waitForHydration } from "./hydration.ts";

const THANKS =
  "Thanks for joining the mailing list. We'll keep you up to date on all our happenings!";

let folder: string;
let api: RunningServer;
let site: RunningServer;
let stranger: Server;
let strangerOrigin: string;

/** A page of a site the API does not know, posting to it by script and by a plain form. */
function strangerPage(endpoint: string): string {
  return `<!doctype html><html lang="en"><title>Elsewhere</title>
<form method="post" action="${endpoint}">
  <input name="email" value="form-from-elsewhere@example.com"><button>Join</button>
</form>
<output id="result">waiting</output>
<script>
  fetch(${JSON.stringify(endpoint)}, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "script-from-elsewhere@example.com" }),
  }).then(
    (response) => (document.getElementById("result").textContent = "read " + response.status),
    () => (document.getElementById("result").textContent = "blocked"),
  );
</script></html>`;
}

const storedEmails = () => {
  const db = new DatabaseSync(path.join(folder, "api.sqlite"), { readOnly: true });
  try {
    return db
      .prepare("SELECT email FROM subscribers ORDER BY id")
      .all()
      .map((row) => row.email);
  } finally {
    db.close();
  }
};

test.describe("sign-up across origins", () => {
  // The browser's CORS rules do not depend on the screen: one size is enough.
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, "runs at desktop size only");

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "front-cors-"));
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    const siteOrigin = `http://127.0.0.1:${sitePort}`;
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    stranger = createServer((_, response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(strangerPage(`${apiOrigin}/api/front-email`));
    });
    await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
    strangerOrigin = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
    const common = { GALLERY_NOW: E2E_NOW, SIGNUP_RATE_LIMIT: "0", VITALS_RATE_LIMIT: "0" };
    api = await startServer({
      ...common,
      PORT: String(apiPort),
      SITE_URL: apiOrigin,
      API_ALLOWED_ORIGINS: siteOrigin,
      DATABASE_PATH: path.join(folder, "api.sqlite"),
    });
    site = await startServer({
      ...common,
      PORT: String(sitePort),
      SITE_URL: siteOrigin,
      API_BASE_URL: apiOrigin,
      DATABASE_PATH: path.join(folder, "site.sqlite"),
    });
  });

  test.afterAll(async () => {
    await Promise.all([api?.stop(), site?.stop()]);
    await new Promise((resolve) => stranger?.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  test("the site's dialog posts to the API on another origin, which lets it read the answer", async ({
    page,
  }) => {
    await page.goto(`${site.origin}/visit?open-contact-form=true`);
    // What is tested is the script's post; before hydration the form posts as a plain form.
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Join our mailing list" });
    await dialog.getByLabel("Email").fill("across@example.com");
    const request = page.waitForRequest(`${api.origin}/api/front-email`);
    await dialog.getByRole("button", { name: "Join" }).click();
    expect((await (await request).allHeaders()).origin).toBe(site.origin);
    await expect(dialog.getByText(THANKS)).toBeVisible();
    expect(storedEmails()).toContain("across@example.com");
  });

  test("a page on an origin the API does not allow is refused, by script or by form", async ({
    page,
  }) => {
    await page.goto(strangerOrigin);
    // The preflight is refused, so the browser never sends the post.
    await expect(page.locator("#result")).toHaveText("blocked");
    await page.getByRole("button", { name: "Join" }).click();
    // The form post is answered 303 back to the API's own site, showing the failure.
    await expect(page).toHaveURL(`${api.origin}/?open-contact-form=true&signup=failed`);
    await expect(page.getByText("We were unable to collect your info.")).toBeVisible();
    expect(storedEmails()).not.toContain("script-from-elsewhere@example.com");
    expect(storedEmails()).not.toContain("form-from-elsewhere@example.com");
  });
});
