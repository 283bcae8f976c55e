// React Router's page scripts, and the pictures below the main one, held back until the page's
// main picture is on screen (decisions 014 and 028). React Router writes a <link
// rel="modulepreload"> for each module of the page and a module script that imports them: on a
// slow phone those 70-odd KB share the connection with the main picture and delay it, and so do
// the lazy pictures within the browser's look-ahead (the carousel's other slides, the tiles
// below). Every page works before its script runs (decision 002), so each rendered document is
// rewritten here: the preload links leave the head, and the module script is kept inert
// (type="text/plain") with the links' addresses beside it. Two small inline scripts do the rest:
// holdLazyPictures, in the head, moves each lazy picture's addresses aside as the page is parsed;
// startHeldScriptsAndPictures, at the end, gives them back and makes the module script live once
// the main picture has loaded and been painted (the page, when it has none), or at once when the
// visitor reaches for the page first. Without scripts, nothing is held.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;

// Both run in the browser as inline scripts, each sent as its own source text: nothing in them may
// use anything outside it, nor hold a comment or a string with two spaces.

/**
 * Runs in the head, before the stylesheet, so before any layout: the browser starts a lazy
 * picture only when a layout finds it near the screen. Each lazy img, and each source of its
 * picture, has its addresses moved to data-held-* attributes as the parser adds it, or adds what
 * holds it (a mutation observer's records come before any rendering); nothing is held once the
 * page is parsed.
 */
export function holdLazyPictures() {
  const hold = (element: Element) => {
    for (const name of ["srcset", "src"]) {
      const address = element.getAttribute(name);
      if (address === null) continue;
      element.setAttribute(`data-held-${name}`, address);
      element.removeAttribute(name);
    }
  };
  const lazy = 'img[loading="lazy"]';
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const image of node.matches(lazy) ? [node] : node.querySelectorAll(lazy)) {
          const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
          for (const source of picture?.querySelectorAll("source") ?? []) hold(source);
          hold(image);
        }
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => observer.disconnect(), { once: true });
}

/**
 * Runs where React Router's module script was, at the end of the body. It gives the pictures back,
 * and starts the scripts, once the main picture has loaded (the page, when it has none), the
 * browser has reported the first paint as on screen (where it reports paints), and one more frame
 * has begun: a frame is painted some time before it is shown, and scripts asked for right after
 * the paint could land, on a quick line, before the picture is seen. In document order, a
 * picture's sources get their addresses back before its img, and an img its srcset before its
 * src, so that each picks once. Hydration (app/entry.client.tsx) starts as soon as the module
 * script has loaded, with every picture given back. Back or Forward between two entries the
 * router made in an earlier load of the page changes only the address until the router is
 * running (React Router pins it on window, its HMR hook): the page is then loaded at that address
 * instead.
 */
export function startHeldScriptsAndPictures() {
  const held = document.querySelector<HTMLScriptElement>("script[data-held-module]");
  if (!held) return;
  const showPictures = () => {
    for (const element of document.querySelectorAll("[data-held-srcset], [data-held-src]")) {
      for (const name of ["srcset", "src"]) {
        const address = element.getAttribute(`data-held-${name}`);
        if (address === null) continue;
        element.setAttribute(name, address);
        element.removeAttribute(`data-held-${name}`);
      }
    }
  };
  let started = false;
  const start = () => {
    showPictures();
    if (started) return;
    started = true;
    for (const href of (held.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = held.nonce ?? "";
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce ?? "";
    script.textContent = held.textContent;
    document.body.append(script);
  };
  window.addEventListener("popstate", () => {
    if (!("__reactRouterDataRouter" in window)) location.reload();
  });
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  window.addEventListener("scroll", showPictures, { once: true, capture: true, passive: true });
  const painted = new Promise<void>((resolve) => {
    const types =
      typeof PerformanceObserver === "undefined" ? [] : PerformanceObserver.supportedEntryTypes;
    if (!types.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const nextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const afterPaint = () => painted.then(() => requestAnimationFrame(nextFrame));
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture ? picture.complete : document.readyState === "complete") afterPaint();
  else {
    (picture ?? window).addEventListener("load", afterPaint, { once: true });
    picture?.addEventListener("error", afterPaint, { once: true });
  }
}

/** A function's source as an inline script that runs it, its spacing collapsed (it is in every page). */
const inline = (nonce: string, run: () => void) =>
  `<script${nonce}>(${run.toString().replace(/\s+/g, " ")})()</script>`;

/**
 * The document with its module script and lazy pictures held (see above); the pictures' script
 * goes before the stylesheet, which an inline script after it would wait for. A document that is
 * not one of React Router's pages (exactly one module script) is returned as it is.
 */
export function holdPageScripts(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const [script] = scripts;
  if (scripts.length !== 1 || !script) return html;
  const [element, nonce = "", code = ""] = script;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
  const held =
    `<script${nonce} type="text/plain" data-held-module="" data-preload="${preloads.join(" ")}">` +
    `${code}</script>${inline(nonce, startHeldScriptsAndPictures)}`;
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  const at = stylesheet >= 0 ? stylesheet : html.indexOf("</head>");
  const page = at < 0 ? html : html.slice(0, at) + inline(nonce, holdLazyPictures) + html.slice(at);
  return page.replace(MODULE_PRELOAD, "").replace(element, () => held);
}
