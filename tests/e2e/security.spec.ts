import { createHash } from "node:crypto";
import { loadContent } from "../../scripts/content/load-content.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration, waitForHydrationEffects } from "./hydration.ts";
import { rawRequest } from "./raw-http.ts";

const { shows, artists } = await loadContent();

test.skip(
  ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000,
  "one viewport is enough",
);

function directives(csp: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

test("every response carries the security headers", async ({ baseURL }) => {
  for (const target of ["/", "/artists", "/favicon.svg", "/assets/missing.js", "/nope/.."]) {
    const { headers } = await rawRequest(baseURL, target);
    expect(headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], target).toBe("nosniff");
    expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], target).toContain("camera=()");
    expect(headers["x-frame-options"], target).toBe("DENY");
    // The e2e server runs over plain HTTP, where HSTS is switched off (HSTS=1 turns it on).
    expect(headers["strict-transport-security"], target).toBeUndefined();
  }
});

test("inline scripts run only by their hashes on a page for everyone", async ({ baseURL }) => {
  const { headers, body } = await rawRequest(baseURL, "/");
  const scriptSources = directives(headers["content-security-policy"]).get("script-src") ?? [];
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
  const html = body.toString("utf8");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = "", text = ""]) => text && !attributes.includes("application/ld+json"),
  );
  expect(inline.length).toBeGreaterThan(1);
  for (const [, , text = ""] of inline) {
    const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptSources, text.slice(0, 60)).toContain(hash);
  }
  expect(html).not.toContain("nonce=");
});

test("a page for one visitor (a cookie) runs inline scripts by its own nonce", async ({
  baseURL,
}) => {
  const visitor = { headers: { Cookie: "seen=1" } };
  const first = await rawRequest(baseURL, "/", visitor);
  const second = await rawRequest(baseURL, "/", visitor);
  const scriptSources =
    directives(first.headers["content-security-policy"]).get("script-src") ?? [];
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
  expect(second.headers["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);

  const html = first.body.toString("utf8");
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    if (tag.includes('type="application/ld+json"')) continue;
    expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test("pages hydrate with no policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page);
  // A navigation that keeps this marker was made by the router, so the scripts ran.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shows" }).click();
  await expect(page).toHaveURL(/\/shows$/);
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
  expect(violations).toEqual([]);
});

const withYouTube = (videos: readonly { type: string }[] | undefined) =>
  (videos ?? []).some((video) => video.type === "YouTube");

test("no screen breaks its own policy", async ({ page }) => {
  // Ten screens, each until hydrated: more than one test's time on a busy machine.
  test.slow();
  const screens = [
    "/",
    "/events",
    "/artists",
    `/artists/${artists.find((artist) => withYouTube(artist.videos))?.paramName ?? ""}`,
    "/shows",
    `/shows/${shows.find((show) => withYouTube(show.videos))?.name ?? ""}`,
    "/visit",
    "/about",
    "/instagram",
  ];
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  // Each until it has hydrated and run its effects (what a script adds is checked too): a quiet
  // network can come before the scripts have run on a busy machine.
  for (const screen of screens) {
    await page.goto(screen);
    await waitForHydrationEffects(page);
  }
  expect(violations).toEqual([]);
});

test("the social embed is allowed on /instagram only", async ({ baseURL }) => {
  const instagram = directives(
    (await rawRequest(baseURL, "/instagram")).headers["content-security-policy"],
  );
  expect(instagram.get("script-src")).toContain("https://www.instagram.com");
  expect(instagram.get("frame-src")).toContain("https://www.instagram.com");
  for (const target of ["/", "/shows", "/visit"]) {
    const policy = (await rawRequest(baseURL, target)).headers["content-security-policy"];
    expect(policy, target).not.toContain("instagram.com");
  }
});

test("requests no page answers get a short 4xx, never a stack trace", async ({ baseURL }) => {
  const cases: [string, string, number][] = [
    ["GET", "/artists/../../etc/passwd", 400],
    ["GET", "/images/%2e%2e/%2e%2e/package.json", 400],
    ["GET", "/assets/..%5c..%5cpackage.json", 400],
    ["GET", "/%E0%A4%A", 400],
    ["GET", `/${"a".repeat(3000)}`, 414],
    ["DELETE", "/", 405],
    ["PUT", "/artists", 405],
    ["TRACE", "/", 405],
    ["TRACE", "/api/front-email", 405],
    ["DELETE", "/api/vitals", 405],
    ["GET", "/assets/missing.js", 404],
    ["GET", "/images/artists/missing.jpg", 404],
  ];
  for (const [method, target, status] of cases) {
    const response = await rawRequest(baseURL, target, { method });
    const label = `${method} ${target.slice(0, 40)}`;
    expect(response.status, label).toBe(status);
    const body = response.body.toString("utf8");
    expect(body.length, label).toBeLessThan(100);
    expect(body, label).not.toMatch(/\bat .*\(|node_modules|Error:/);
  }
});
