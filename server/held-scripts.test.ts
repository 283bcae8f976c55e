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
    expect(held).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
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

  /** The held page in a fresh document, its inline starter run as the browser would. */
  function open(mainPicture: string) {
    vi.useFakeTimers();
    // Each page in a frame of its own: a window whose listeners no other test shares.
    const frame = window.document.createElement("iframe");
    window.document.body.append(frame);
    const frameWindow = frame.contentWindow;
    if (!frameWindow) throw new Error("no frame window");
    const { document } = frameWindow;
    document.documentElement.innerHTML = holdPageScripts(page(mainPicture)).replace(
      /^<html>|<\/html>$/g,
      "",
    );
    const starter = [...document.querySelectorAll("script")].find((script) =>
      script.textContent.startsWith("(function startHeldScripts()"),
    );
    if (!starter) throw new Error("no starter script");
    const reload = vi.fn();
    // jsdom runs no scripts: run the starter's own text with this window's globals.
    new Function("window", "document", "location", "requestAnimationFrame", starter.textContent)(
      frameWindow,
      document,
      { reload },
      (callback: () => void) => setTimeout(callback, 16),
    );
    return {
      window: frameWindow,
      document,
      reload,
      picture: () => document.querySelector("img"),
      started: () => document.querySelectorAll('script[type="module"]').length,
      preloads: () =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute("href"),
        ),
    };
  }

  it("starts the scripts once the main picture has loaded and been painted, not before", () => {
    const page = open('<img fetchpriority="high" src="/images/main.avif">');
    vi.advanceTimersByTime(10_000);
    expect(page.started()).toBe(0);
    page.picture()?.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(100);
    expect(page.started()).toBe(1);
    const module = page.document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(module?.nonce).toBe("N");
    expect(module?.textContent).toContain('import * as route0 from "/assets/root.js";');
    expect(page.preloads()).toEqual(["/assets/entry.client.js", "/assets/root.js"]);
  });

  it("starts at once, and only once, when the visitor reaches for the page first", () => {
    const page = open('<img fetchpriority="high" src="/images/main.avif">');
    page.window.dispatchEvent(new Event("pointerdown"));
    expect(page.started()).toBe(1);
    page.window.dispatchEvent(new Event("keydown"));
    page.picture()?.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(100);
    expect(page.started()).toBe(1);
  });

  it("starts after a main picture that fails to load, too", () => {
    const page = open('<img fetchpriority="high" src="/images/missing.avif">');
    page.picture()?.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(100);
    expect(page.started()).toBe(1);
  });

  it("loads the page again on Back or Forward before the router runs, and only then", () => {
    const page = open('<img fetchpriority="high" src="/images/main.avif">');
    page.window.dispatchEvent(new PopStateEvent("popstate"));
    expect(page.reload).toHaveBeenCalledTimes(1);
    Object.assign(page.window, { __reactRouterDataRouter: {} });
    page.window.dispatchEvent(new PopStateEvent("popstate"));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
