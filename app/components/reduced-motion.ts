import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** Read at the moment of a motion, outside React's render (event handlers, effects). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

/**
 * Whether the visitor asks for reduced motion. The server cannot know, so the server render and
 * the hydration render assume "reduce" (the safe choice: nothing moves on its own), and React
 * re-renders with the browser's answer right after hydration, without a mismatch.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
