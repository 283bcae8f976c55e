// React Router's page scripts, held back until the page's main picture is on screen (decision
// 014). React Router writes a <link rel="modulepreload"> for each module of the page and a module
// script that imports them: on a slow phone those 70-odd KB share the connection with the main
// picture and delay it. Every page works before its script runs (decision 002), so each rendered
// document is rewritten here: the preload links leave the head, and the module script is kept
// inert (type="text/plain") with the links' addresses beside it. A small inline script,
// startHeldScripts below, makes it live once the main picture has loaded and been painted (the
// page, when it has none), or at once when the visitor reaches for the page first.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Runs in the browser, as an inline script, sent as its own source text: nothing here may use
 * anything outside it, nor hold a comment or a string with two spaces. It starts after the paint
 * of the frame in which the main picture has loaded (the one that shows it). Hydration
 * (app/entry.client.tsx) starts as soon as the module script has loaded. Back or Forward between
 * two entries the router made in an earlier load of the page changes only the address until the
 * router is running (React Router pins it on window, its HMR hook): the page is then loaded at
 * that address instead.
 */
export function startHeldScripts() {
  const held = document.querySelector<HTMLScriptElement>("script[data-held-module]");
  if (!held) return;
  let started = false;
  const start = () => {
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
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture ? picture.complete : document.readyState === "complete") afterPaint();
  else {
    (picture ?? window).addEventListener("load", afterPaint, { once: true });
    picture?.addEventListener("error", afterPaint, { once: true });
  }
}

/** The starter's source, its spacing collapsed (it is in every page). */
const STARTER = startHeldScripts.toString().replace(/\s+/g, " ");

/**
 * The document with its module script held (see above). A document that is not one of React
 * Router's pages (exactly one module script) is returned as it is.
 */
export function holdPageScripts(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const [script] = scripts;
  if (scripts.length !== 1 || !script) return html;
  const [element, nonce = "", code = ""] = script;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
  const held =
    `<script${nonce} type="text/plain" data-held-module="" data-preload="${preloads.join(" ")}">` +
    `${code}</script><script${nonce}>(${STARTER})()</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(element, () => held);
}
