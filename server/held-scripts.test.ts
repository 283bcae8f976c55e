// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPageScripts } from "./held-scripts.ts";

// The end of a page as React Router renders it: preloads in the head, one module script.
const page = (mainPicture: string) =>
  '<html><head><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="N"/>' +
  `</head><body>${mainPicture}<script nonce="N">window.__reactRouterContext = {};</script>` +
  '<script nonce="N" type="module" async="">import * as route0 from "/assets/root.js";\n' +
  "window.ran = (window.ran ?? 0) + 1;</script></body></html>";

describe("holdPageScripts", () => {
  it("takes the preloads out and holds the module script, with their addresses", () => {
    const held = holdPageScripts(page(""));
    expect(held).not.toContain('<link rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    expect(held).toContain(
      '<script nonce="N" type="text/plain" data-held-module="" data-preload="/assets/entry.client.js /assets/root.js">' +
        'import * as route0 from "/assets/root.js";\nwindow.ran = (window.ran ?? 0) + 1;</script>' +
        '<script nonce="N">(',
    );
    expect(held).toMatch(
      /<head><script nonce="N">\(function holdLazyPictures\(\)[^<]*<\/script><link rel="stylesheet" href="\/assets\/root.css"\/>/,
    );
    expect(held).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
  });

  it("leaves alone a document that is not a page with one module script", () => {
    const twice = page("").replace("</body>", '<script type="module" async="">1</script></body>');
    expect(holdPageScripts(twice)).toBe(twice);
    expect(holdPageScripts("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});

describe("the held script in the browser", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The held page in a fresh document, its inline scripts run as the browser would. */
  async function open(mainPicture: string, paintObserver: unknown = undefined) {
    vi.useFakeTimers();
    // Each page in a frame of its own: a window whose listeners no other test shares.
    const frame = window.document.createElement("iframe");
    window.document.body.append(frame);
    // The frame's own globals: its MutationObserver and Element are not this window's.
    const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
    if (!frameWindow) throw new Error("no frame window");
    const { document } = frameWindow;
    const html = holdPageScripts(page(mainPicture));
    const inlineScript = (name: string) => {
      const text = /<script nonce="N">(\(function [^<]*)<\/script>/g;
      const found = [...html.matchAll(text)].find((match) =>
        match[1]?.startsWith(`(function ${name}()`),
      );
      if (!found?.[1]) throw new Error(`no ${name} script`);
      return found[1];
    };
    // jsdom runs no scripts: run each one's own text with this window's globals, the head's
    // before the page is parsed (jsdom parses it in one go) and the starter after.
    const run = (text: string, reload = vi.fn()) =>
      new Function(
        "window",
        "document",
        "location",
        "requestAnimationFrame",
        "MutationObserver",
        "Element",
        "PerformanceObserver",
        text,
      )(
        frameWindow,
        document,
        { reload },
        (callback: () => void) => setTimeout(callback, 16),
        frameWindow.MutationObserver,
        frameWindow.Element,
        paintObserver,
      );
    run(inlineScript("holdLazyPictures"));
    document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, "");
    await Promise.resolve();
    const reload = vi.fn();
    run(inlineScript("startHeldScriptsAndPictures"), reload);
    return {
      window: frameWindow,
      document,
      reload,
      picture: () => document.querySelector("img"),
      /** Each lazy picture's element's addresses, in the order the page has them. */
      lazyAddresses: () =>
        [
          ...document.querySelectorAll(
            'picture:has(img[loading="lazy"]) source, img[loading="lazy"]',
          ),
        ].map((element) => `${element.getAttribute("srcset")} ${element.getAttribute("src")}`),
      started: () => document.querySelectorAll('script[type="module"]').length,
      preloads: () =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute("href"),
        ),
    };
  }

  it("starts the scripts once the main picture has loaded and been painted, not before", async () => {
    const page = await open('<img fetchpriority="high" src="/images/main.avif">');
    vi.advanceTimersByTime(10_000);
    expect(page.started()).toBe(0);
    page.picture()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(100);
    expect(page.started()).toBe(1);
    const module = page.document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(module?.nonce).toBe("N");
    expect(module?.textContent).toContain('import * as route0 from "/assets/root.js";');
    expect(page.preloads()).toEqual(["/assets/entry.client.js", "/assets/root.js"]);
  });

  it("starts at once, and only once, when the visitor reaches for the page first", async () => {
    const page = await open('<img fetchpriority="high" src="/images/main.avif">');
    page.window.dispatchEvent(new Event("pointerdown"));
    expect(page.started()).toBe(1);
    page.window.dispatchEvent(new Event("keydown"));
    page.picture()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(100);
    expect(page.started()).toBe(1);
  });

  it("starts after a main picture that fails to load, too", async () => {
    const page = await open('<img fetchpriority="high" src="/images/missing.avif">');
    page.picture()?.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(100);
    expect(page.started()).toBe(1);
  });

  it("loads the page again on Back or Forward before the router runs, and only then", async () => {
    const page = await open('<img fetchpriority="high" src="/images/main.avif">');
    page.window.dispatchEvent(new PopStateEvent("popstate"));
    expect(page.reload).toHaveBeenCalledTimes(1);
    Object.assign(page.window, { __reactRouterDataRouter: {} });
    page.window.dispatchEvent(new PopStateEvent("popstate"));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  const lazyPicture =
    '<picture><source type="image/avif" srcset="/images/b.480w.avif 480w"/>' +
    '<img loading="lazy" src="/images/b.jpg" srcset="/images/b.480w.jpg 480w" alt=""/></picture>' +
    '<img loading="lazy" src="/images/c.jpg" alt=""/>';
  const given = [
    "/images/b.480w.avif 480w null",
    "/images/b.480w.jpg 480w /images/b.jpg",
    "null /images/c.jpg",
  ];

  it("holds the lazy pictures until the main picture is painted, their sources first", async () => {
    const page = await open(`<img fetchpriority="high" src="/images/main.avif">${lazyPicture}`);
    expect(page.lazyAddresses()).toEqual(["null null", "null null", "null null"]);
    const order: string[] = [];
    new page.window.MutationObserver((records) => {
      for (const record of records)
        order.push(`${(record.target as Element).tagName} ${record.attributeName}`);
    }).observe(page.document.body, { attributeFilter: ["srcset", "src"], subtree: true });
    vi.advanceTimersByTime(10_000);
    expect(page.lazyAddresses()).toEqual(["null null", "null null", "null null"]);
    page.picture()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(100);
    expect(page.lazyAddresses()).toEqual(given);
    expect(page.started()).toBe(1);
    await Promise.resolve();
    expect(order.slice(0, 3)).toEqual(["SOURCE srcset", "IMG srcset", "IMG src"]);
  });

  it("gives the pictures back when the visitor scrolls first, and the scripts wait", async () => {
    const page = await open(`<img fetchpriority="high" src="/images/main.avif">${lazyPicture}`);
    page.window.dispatchEvent(new Event("scroll"));
    expect(page.lazyAddresses()).toEqual(given);
    expect(page.started()).toBe(0);
  });

  it("gives the pictures back with the scripts when the visitor reaches for the page", async () => {
    const page = await open(`<img fetchpriority="high" src="/images/main.avif">${lazyPicture}`);
    page.window.dispatchEvent(new Event("keydown"));
    expect(page.lazyAddresses()).toEqual(given);
    expect(page.started()).toBe(1);
  });

  it("holds no picture the browser would load at once", async () => {
    const page = await open(
      '<img fetchpriority="high" src="/images/main.avif"><img src="/images/d.jpg">',
    );
    expect(page.document.querySelectorAll("img")[1]?.getAttribute("src")).toBe("/images/d.jpg");
  });

  it("waits, where the browser reports paints, until the first one is on screen", async () => {
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: unknown, observer: PaintObserver) => void) {
        observers.push((list) => callback(list, this));
      }
      observe() {}
      disconnect() {}
    }
    const page = await open('<img fetchpriority="high" src="/images/main.avif">', PaintObserver);
    page.picture()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.started()).toBe(0);
    for (const report of observers) report({ getEntriesByName: () => [] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.started()).toBe(0);
    for (const report of observers) report({ getEntriesByName: () => [{}] });
    await vi.advanceTimersByTimeAsync(100);
    expect(page.started()).toBe(1);
  });
});
