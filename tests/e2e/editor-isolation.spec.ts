// The content editor is for members: its script never loads on a public page, its page is
// noindex with a policy of its own, and robots.txt keeps crawlers out (docs/members.md).
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { rawRequest } from "./raw-http.ts";

const { shows, artists } = await loadContent();

test.skip(
  ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
  "one viewport is enough",
);

test("no public page loads anything of the editor", async ({ page }) => {
  // Nine full page loads: more than one test's time on a busy machine.
  test.slow();
  const fromEditor: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin")) fromEditor.push(request.url());
  });
  const screens = ["/", "/events", "/artists", "/shows", "/visit", "/about", "/instagram"];
  screens.push(`/shows/${shows[0]?.name ?? ""}`, `/artists/${artists[0]?.paramName ?? ""}`);
  for (const screen of screens) {
    await page.goto(screen, { waitUntil: "load" });
    expect(await page.locator("a[href^='/admin']").count(), screen).toBe(0);
  }
  expect(fromEditor).toEqual([]);
});

test("the editor's page is noindex, under its own policy, and out of robots.txt", async ({
  baseURL,
}) => {
  const { status, headers, body } = await rawRequest(baseURL, "/admin");
  expect(status).toBe(200);
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  expect(body.toString("utf8")).toContain('<script type="module" src="/admin/editor.js">');
  expect((await rawRequest(baseURL, "/robots.txt")).body.toString("utf8")).toContain(
    "Disallow: /admin",
  );
  expect((await rawRequest(baseURL, "/sitemap.xml")).body.toString("utf8")).not.toContain("/admin");
  expect(
    (await rawRequest(baseURL, "/admin/..%2F..%2Fpackage.json")).status,
  ).toBeGreaterThanOrEqual(400);
});
