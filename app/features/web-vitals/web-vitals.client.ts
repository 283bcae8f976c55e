// Measures this page view's web vitals in the browser and sends them with navigator.sendBeacon
// when the page is hidden or left (product §2.14). Loaded on its own after hydration, so the
// library never weighs on the first load.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

export const VITALS_ENDPOINT = "/api/vitals";

export function reportWebVitals(endpoint = VITALS_ENDPOINT): void {
  // LCP, FCP and TTFB belong to the page the visitor landed on.
  const path = window.location.pathname;
  const pending = new Map<Metric["name"], number>();
  const remember = (metric: Metric) => pending.set(metric.name, metric.value);
  onCLS(remember);
  onFCP(remember);
  onINP(remember);
  onLCP(remember);
  onTTFB(remember);

  const send = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    navigator.sendBeacon(endpoint, JSON.stringify({ path, metrics }));
  };
  // Registered after web-vitals' own listeners, which settle CLS, INP and LCP first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pagehide", send);
}
