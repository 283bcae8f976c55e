// Starts React in the browser. Every page works before JavaScript (decision 002), so React takes
// over only once the page's main picture is on screen, or at once when the visitor reaches for
// the page first: on a slow phone the picture then gets the whole connection and the processor
// (decision 014). React DOM is loaded then, not with the page.
import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";

/** The events that mean the visitor is using the page: hydrate at once. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/** Resolves once the main picture (the page's high-priority image) is loaded, or the page is. */
function mainPictureLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (picture ? picture.complete : document.readyState === "complete") return resolve();
    const target: EventTarget = picture ?? window;
    target.addEventListener("load", () => resolve(), { once: true });
    target.addEventListener("error", () => resolve(), { once: true });
  });
}

function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of INTERACTIONS) {
      window.addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
    }
  });
}

/** The frame after the picture is loaded is the one that shows it: start after that paint. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await Promise.race([mainPictureLoaded().then(afterNextPaint), firstInteraction()]);
const { hydrateRoot } = await import("react-dom/client");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
