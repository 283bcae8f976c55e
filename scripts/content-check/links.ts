// Whether an internal link leads to a page of the site. The site's one list of pages
// (app/domain/site-pages.ts) says which page a path is; a fixed page always exists, and a show's
// or an artist's page exists when the show or artist it names does.
import { FIXED_PAGES, type PagePattern, pageOfPath } from "../../app/domain/site-pages.ts";
import { isSiteRelative } from "./html.ts";

/** The names the detail pages take: every show's `name`, every artist's `paramName`. */
export interface PageNames {
  shows: ReadonlySet<string>;
  artists: ReadonlySet<string>;
}

/** The pages whose address takes a name, and whose names those are. */
const NAMED_PAGES: Partial<Record<PagePattern, keyof PageNames>> = {
  "/shows/:name": "shows",
  "/artists/:name": "artists",
};

/** Whether a site path ("/shows/after-dark?x=1", "/visit#map") leads to a page that exists. */
export function leadsToAPage(href: string, names: PageNames): boolean {
  if (!isSiteRelative(href)) return false;
  const found = pageOfPath(href);
  if (!found) return false;
  const { pattern } = found.page;
  if (FIXED_PAGES.includes(pattern)) return true;
  const kind = NAMED_PAGES[pattern as PagePattern];
  return kind !== undefined && found.name !== undefined && names[kind].has(found.name);
}
