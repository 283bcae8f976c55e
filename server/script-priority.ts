// React Router preloads every module of the page with <link rel="modulepreload">, which browsers
// fetch at high priority: on a slow phone connection ~110 KB of script then competes with the
// style sheets and the main image for the first paint. Marking the preloads low priority keeps
// them early (no waterfall) but behind what the visitor sees first. Measured with Lighthouse
// (mobile, simulated throttling): first contentful paint ~1.9 s -> ~1.0 s on every page.
// See docs/decisions/008-speed-safety-budgets.md.

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\sfetchpriority=)/g;

export function lowerScriptPreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
