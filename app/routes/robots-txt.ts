// /robots.txt: everything may be crawled; the sitemap lists it.
import { siteUrl } from "../runtime/config.server.ts";
import { robotsTxt } from "../features/seo/sitemap.ts";

export function loader() {
  return new Response(robotsTxt(siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
