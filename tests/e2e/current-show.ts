// What the e2e server shows as current, derived from the content and the frozen clock, so that
// tests follow the data rather than repeat it.
import { shows } from "../../app/content/shows.ts";
import { currentShow } from "../../app/domain/shows.ts";
import { E2E_NOW } from "./clock.ts";

export function showOnView() {
  const show = currentShow(shows, new Date(E2E_NOW));
  if (!show) throw new Error("The content has no show on view at E2E_NOW");
  return show;
}
