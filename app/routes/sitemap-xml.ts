// /sitemap.xml: every page of the site, for search engines. Never the unknown-path screen.
import { artists } from "../content/artists.ts";
import { shows } from "../content/shows.ts";
import { siteUrl } from "../runtime/config.server.ts";
import { sitemapPaths, sitemapXml } from "../features/seo/sitemap.ts";

export function loader() {
  const paths = sitemapPaths({
    showNames: shows.map((show) => show.name),
    artistParamNames: artists.map((artist) => artist.paramName),
  });
  return new Response(sitemapXml(siteUrl, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
