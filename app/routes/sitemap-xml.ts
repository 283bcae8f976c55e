// /sitemap.xml: every page of the site, for search engines. Never the unknown-path screen.
import type { Route } from "./+types/sitemap-xml";
import { artists } from "../content/artists.ts";
import { shows } from "../content/shows.ts";
import { crawlerFile, sitemapPaths, sitemapXml } from "../features/seo/sitemap.ts";
import { NEWS_FEED_PATH, NEWS_PATH, newsPath } from "../features/announcements/announce-paths.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const paths = sitemapPaths({
    showNames: shows.map((show) => show.name),
    artistParamNames: artists.map((artist) => artist.paramName),
    works: shows.flatMap((show) =>
      (show.works ?? []).map((work) => ({ showName: show.name, id: work.id })),
    ),
  });
  const site = siteOf(context);
  const news = site.announcements.store
    .published()
    .flatMap((item) => (item.slug ? [newsPath(item.slug)] : []));
  // The archive and its feed once there is news (issue 32).
  const newsPaths = news.length > 0 ? [NEWS_PATH, ...news, NEWS_FEED_PATH] : [];
  return crawlerFile(
    sitemapXml(site.siteUrl, [...paths, ...newsPaths]),
    "application/xml; charset=utf-8",
  );
}
