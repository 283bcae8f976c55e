import { describe, expect, it } from "vitest";
import { FIXED_PAGES } from "../../domain/site-pages.ts";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts";

describe("sitemapPaths", () => {
  it("lists the menu's pages, then every show, every artist and every work", () => {
    expect(
      sitemapPaths({
        showNames: ["after-dark"],
        artistParamNames: ["ana-example"],
        works: [
          { showName: "after-dark", id: "night-bus" },
          { showName: "after-dark", id: "porch-light" },
        ],
      }),
    ).toEqual([
      ...FIXED_PAGES,
      "/shows/after-dark",
      "/artists/ana-example",
      "/shows/after-dark/works/night-bus",
      "/shows/after-dark/works/porch-light",
    ]);
  });
});

describe("sitemapXml", () => {
  it("writes one absolute, escaped <loc> per page", () => {
    const xml = sitemapXml("https://front.example.org", ["/", "/shows/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://front.example.org/</loc></url>");
    expect(xml).toContain("<loc>https://front.example.org/shows/a&amp;b</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the editor and the endpoints", () => {
    const lines = robotsTxt("https://front.example.org").split("\n");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api/");
  });

  it("points crawlers at the sitemap", () => {
    expect(robotsTxt("https://front.example.org")).toContain(
      "Sitemap: https://front.example.org/sitemap.xml",
    );
  });
});
