// /sitemap.xml: every page of the site, for search engines. Never the unknown-path screen.
import type { Route } from "./+types/sitemap-xml";
import { artists } from "../content/artists.ts";
import { shows } from "../content/shows.ts";
import { crawlerFile, sitemapPaths, sitemapXml } from "../features/seo/sitemap.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const paths = sitemapPaths({
    showNames: shows.map((show) => show.name),
    artistParamNames: artists.map((artist) => artist.paramName),
    works: shows.flatMap((show) =>
      (show.works ?? []).map((work) => ({ showName: show.name, id: work.id })),
    ),
  });
  return crawlerFile(sitemapXml(siteOf(context).siteUrl, paths), "application/xml; charset=utf-8");
}
