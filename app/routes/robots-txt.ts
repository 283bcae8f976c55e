// /robots.txt: everything may be crawled; the sitemap lists it.
import type { Route } from "./+types/robots-txt";
import { crawlerFile, robotsTxt } from "../features/seo/sitemap.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return crawlerFile(robotsTxt(siteOf(context).siteUrl), "text/plain; charset=utf-8");
}
