// /news/feed.xml: the announcements as an Atom feed (RFC 4287), newest first, each entry's
// content the announcement's text. Pure.
import { gallery } from "../../content/gallery.ts";
import { escapeHtml } from "../../domain/html.ts";
import { paragraphsOf } from "./announcement-mail.ts";
import { NEWS_FEED_PATH, NEWS_PATH, newsPath } from "./announce-paths.ts";

export interface FeedItem {
  slug: string;
  subject: string;
  body: string;
  sentAtMs: number;
}

export function newsFeed(siteUrl: string, items: readonly FeedItem[]): string {
  const updated = new Date(items[0]?.sentAtMs ?? 0).toISOString();
  const entries = items.map((item) => {
    const url = `${siteUrl}${newsPath(item.slug)}`;
    const html = paragraphsOf(item.body)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("");
    return [
      "  <entry>",
      `    <id>${escapeHtml(url)}</id>`,
      `    <title>${escapeHtml(item.subject)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <updated>${new Date(item.sentAtMs).toISOString()}</updated>`,
      `    <content type="html">${escapeHtml(html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeHtml(siteUrl + NEWS_PATH)}</id>`,
    `  <title>${escapeHtml(`${gallery.name}: news`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(siteUrl + NEWS_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(siteUrl + NEWS_PATH)}"/>`,
    `  <author><name>${escapeHtml(gallery.name)}</name></author>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
