const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  "#39": "'",
};

/** Plain text of an HTML fragment: tags removed, common entities decoded. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Text made safe to write between tags or inside a quoted attribute of HTML, or of XML (the
 * sitemap), that we write by hand: the five characters XML and HTML both read as markup, the
 * apostrophe as a numeric reference, which both read.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
