// /sitemap.xml and /robots.txt bodies (sitemaps.org protocol, robots exclusion protocol).
import { escapeHtml } from "../../domain/html.ts";
import { FIXED_PAGES } from "../../domain/site-pages.ts";
import { workPath } from "../../domain/works.ts";

export interface SitemapContent {
  showNames: readonly string[];
  artistParamNames: readonly string[];
  /** Every work of every show, by its show's name and its id. */
  works: readonly { showName: string; id: string }[];
}

/** Every page worth finding: the fixed ones, each show, each artist and each work. */
export function sitemapPaths({ showNames, artistParamNames, works }: SitemapContent): string[] {
  return [
    ...FIXED_PAGES,
    ...showNames.map((name) => `/shows/${encodeURIComponent(name)}`),
    ...artistParamNames.map((name) => `/artists/${encodeURIComponent(name)}`),
    ...works.map(({ showName, id }) =>
      workPath(encodeURIComponent(showName), encodeURIComponent(id)),
    ),
  ];
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeHtml(siteUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  // The content editor is for members (app/features/editor/); its page is noindex as well.
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** A sitemap or robots.txt answer: an hour in caches. */
export function crawlerFile(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600" },
  });
}
