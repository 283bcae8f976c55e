// What one copy of an announcement says (issue 32): a plain-text part and an HTML part with the
// same words, the picture, the entry's page, "view in a browser" (its page under /news) and the
// subscriber's own unsubscribe link. The desk's preview shows exactly this. Pure.
import { gallery } from "../../content/gallery.ts";
import { escapeHtml } from "../../domain/html.ts";

export interface AnnouncementContent {
  subject: string;
  /** Plain text: paragraphs apart by a blank line. */
  body: string;
  /** The picture's address: a path on the site or an absolute URL; null for none. */
  pictureSrc: string | null;
  pictureAlt: string | null;
  /** The entry's page on the site ("/shows/after-dark"), or null. */
  linkPath: string | null;
}

export interface CopyLinks {
  /** The site's public origin (SITE_URL): every address in a mail is absolute. */
  siteUrl: string;
  /** The announcement's page (/news/<slug>); null before it is sent (a test copy, the preview). */
  viewPath: string | null;
  /** This reader's unsubscribe link (https, signed). */
  unsubscribeUrl: string;
}

export interface AnnouncementMessage {
  subject: string;
  text: string;
  html: string;
  /** The HTML part's content, without its document around it: the desk's preview shows it. */
  htmlBody: string;
}

export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** An address on the site made absolute; an absolute one is kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

export function announcementMessage(
  content: AnnouncementContent,
  links: CopyLinks,
): AnnouncementMessage {
  const paragraphs = paragraphsOf(content.body);
  const entryUrl = content.linkPath ? absoluteUrl(links.siteUrl, content.linkPath) : null;
  const viewUrl = links.viewPath ? absoluteUrl(links.siteUrl, links.viewPath) : null;
  const pictureUrl = content.pictureSrc ? absoluteUrl(links.siteUrl, content.pictureSrc) : null;
  const text = [
    ...(viewUrl ? [`View in a browser: ${viewUrl}`, ""] : []),
    content.subject,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(entryUrl ? [`More: ${entryUrl}`, ""] : []),
    "--",
    `${gallery.name}, ${gallery.address.street}, Montpelier, Vermont`,
    "You get this mail because you joined our mailing list. To leave it:",
    links.unsubscribeUrl,
  ].join("\n");
  const link = (href: string, words: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1a1a1a">${escapeHtml(words)}</a>`;
  const htmlBody = [
    '<div style="max-width:600px;margin:0 auto;font-family:Georgia,serif;color:#1a1a1a">',
    viewUrl ? `<p style="font-size:13px;color:#555">${link(viewUrl, "View in a browser")}</p>` : "",
    `<h1 style="font-size:24px;line-height:1.25">${escapeHtml(content.subject)}</h1>`,
    pictureUrl
      ? `<img src="${escapeHtml(pictureUrl)}" alt="${escapeHtml(content.pictureAlt ?? "")}" width="600" style="width:100%;max-width:600px;height:auto;display:block;margin:0 0 16px">`
      : "",
    ...paragraphs.map(
      (paragraph) =>
        `<p style="font-size:17px;line-height:1.5">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`,
    ),
    entryUrl ? `<p style="font-size:17px">${link(entryUrl, "More on our site")}</p>` : "",
    '<hr style="border:0;border-top:1px solid #ccc">',
    `<p style="font-size:13px;color:#555">${escapeHtml(`${gallery.name}, ${gallery.address.street}, Montpelier, Vermont`)}<br>`,
    `You get this mail because you joined our mailing list. ${link(links.unsubscribeUrl, "Unsubscribe")}</p>`,
    "</div>",
  ]
    .filter((line) => line !== "")
    .join("\n");
  const html = [
    "<!doctype html>",
    '<html lang="en-US"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#fff">',
    htmlBody,
    "</body></html>",
  ].join("\n");
  return { subject: content.subject, text, html, htmlBody };
}
