import { describe, expect, it } from "vitest";
import { BUDGETS, budgetFailures, foreignScripts, type PageWeight } from "./budget-rules.ts";

const assets = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/icons.js"] },
    "routes/home": { module: "/assets/home.js" },
    "routes/about": { module: "/assets/about.js", imports: ["/assets/carousel.js"] },
  },
};

describe("foreignScripts", () => {
  it("allows the entry, the manifest and the matched routes' own chunks", () => {
    expect(
      foreignScripts(
        assets,
        ["root", "routes/home"],
        [
          "/assets/entry.js",
          "/assets/react.js",
          "/assets/manifest-1.js",
          "/assets/root.js",
          "/assets/icons.js",
          "/assets/home.js",
        ],
      ),
    ).toEqual([]);
  });

  it("names chunks of screens that were not opened", () => {
    expect(
      foreignScripts(assets, ["root", "routes/home"], ["/assets/home.js", "/assets/carousel.js"]),
    ).toEqual(["/assets/carousel.js"]);
  });

  it("allows the chunks every page loads lazily: React DOM's client and the web vitals reporter", () => {
    const lazy = [
      "/assets/client-BmtBHG2N.js",
      "/assets/preload-helper-7y9sWmk5.js",
      "/assets/web-vitals.client-D4T7qHlj.js",
    ];
    expect(foreignScripts(assets, ["root"], lazy)).toEqual([]);
    expect(foreignScripts(assets, ["root"], ["/assets/carousel-client-x1.js"])).toEqual([
      "/assets/carousel-client-x1.js",
    ]);
  });
});

const page: PageWeight = {
  path: "/",
  scriptGzip: 100 * 1024,
  styleGzip: 5 * 1024,
  imageBytes: 0,
  documentBytes: 12_000,
  foreignScripts: [],
  carouselScripts: [],
  usesCarousel: false,
};

describe("budgetFailures", () => {
  it("passes pages within budget", () => {
    expect(budgetFailures([page], 100)).toEqual([]);
  });

  it("fails Home over its script budget, and any page over the style budget", () => {
    const heavy = { ...page, scriptGzip: BUDGETS.homeScriptGzip + 1 };
    expect(budgetFailures([heavy], 0)).toHaveLength(1);
    expect(budgetFailures([{ ...heavy, path: "/shows" }], 0)).toEqual([]);
    const styled = { ...page, path: "/visit", styleGzip: BUDGETS.pageStyleGzip + 1 };
    expect(budgetFailures([styled], 0)[0]?.problem).toMatch(/^CSS/);
  });

  it("fails a page whose document does not fit TCP's first window", () => {
    const fits = { ...page, path: "/events", documentBytes: BUDGETS.documentBytes };
    expect(budgetFailures([fits], 0)).toEqual([]);
    expect(budgetFailures([{ ...fits, documentBytes: 14_601 }], 0)[0]?.problem).toMatch(
      /^document 14601 bytes/,
    );
  });

  it("fails a page loading carousel code it does not use", () => {
    const withCarousel = { ...page, carouselScripts: ["/assets/c.js"] };
    expect(budgetFailures([withCarousel], 0)[0]?.problem).toMatch(/carousel/);
    expect(budgetFailures([{ ...withCarousel, usesCarousel: true }], 0)).toEqual([]);
  });

  it("fails heavy artist thumbnails", () => {
    expect(budgetFailures([], BUDGETS.artistsImages375 + 1)[0]?.path).toBe("/artists");
  });
});
