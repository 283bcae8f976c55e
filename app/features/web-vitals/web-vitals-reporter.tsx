import { useEffect } from "react";
import { useRootData } from "../../components/use-root-data.ts";

/** Runs `start` once the page has loaded and the browser is idle (or soon, where it never is). */
function afterLoad(start: () => void): () => void {
  // Safari has no requestIdleCallback: a task after the load event does there.
  const hasIdle = typeof window.requestIdleCallback === "function";
  let idle: number | undefined;
  const whenIdle = () => {
    idle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 2_000 })
      : window.setTimeout(start, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Starts web vitals reporting once the page has loaded, unless the server switched it off: the
 * library reads the browser's buffered entries, so loading it late loses nothing and keeps it
 * off the first load's path (decision 014).
 */
export function WebVitalsReporter() {
  const { config } = useRootData();
  const enabled = config.webVitals;
  useEffect(() => {
    if (!enabled) return;
    return afterLoad(() => {
      void import("./web-vitals.client.ts").then(({ reportWebVitals }) => reportWebVitals());
    });
  }, [enabled]);
  return null;
}
