// The inline HTML that content may contain (product §3: descriptions, bios and captions carry
// "some HTML"): a short allow-list of tags, and links only to safe places. Content is rendered
// as HTML, so this is what keeps a typo or a pasted snippet from becoming a script.

/** Tags content may use. Only `a` takes an attribute, `href`. */
export const allowedTags = ["a", "em", "i", "u", "strong", "br"] as const;
const voidTags = new Set(["br"]);

/**
 * https, mailto and tel addresses, or a path on this site ("/shows/after-dark"). Not http://:
 * the site is served over HTTPS, and a plain-HTTP link leaks where the visitor came from and can
 * be tampered with on the way (docs/members.md promises https only).
 */
export function isSafeHref(href: string): boolean {
  if (/^(?:https:\/\/[^\s/]+|mailto:[^\s]+|tel:[+\d][\d\s-]*$)/i.test(href)) return true;
  return isSiteRelative(href);
}

export function isSiteRelative(href: string): boolean {
  return /^\/(?!\/)\S*$/.test(href);
}

export interface InlineHtmlReport {
  /** What is wrong, one sentence each. */
  problems: string[];
  /** Every site-relative href, for checking that it leads somewhere. */
  internalLinks: string[];
}

const tagPattern = /<[^>]*>?/g;
const tagShape =
  /^<(\/)?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/)?>$/;
const attributePattern = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function checkInlineHtml(html: string): InlineHtmlReport {
  const problems: string[] = [];
  const internalLinks: string[] = [];
  const open: string[] = [];

  for (const match of html.matchAll(tagPattern)) {
    const tag = match[0];
    const shape = tagShape.exec(tag);
    if (!shape) {
      problems.push(`"${tag}" is not a well-formed tag (write &lt; for a literal "<")`);
      continue;
    }
    const [, closing, rawName = "", rawAttributes = ""] = shape;
    const name = rawName.toLowerCase();
    if (!(allowedTags as readonly string[]).includes(name)) {
      // Its opening tag has been reported already.
      if (!closing) problems.push(`<${name}> is not allowed (allowed: ${allowedTags.join(", ")})`);
      continue;
    }
    if (closing) {
      if (open.at(-1) === name) open.pop();
      else problems.push(`</${name}> closes a tag that is not open`);
      continue;
    }
    const attributes = [...rawAttributes.matchAll(attributePattern)].map((attribute) => ({
      name: (attribute[1] ?? "").toLowerCase(),
      value: attribute[2] ?? attribute[3] ?? attribute[4],
    }));
    for (const attribute of attributes) {
      if (!(name === "a" && attribute.name === "href")) {
        problems.push(`<${name}> may not have the attribute "${attribute.name}"`);
      }
    }
    if (name === "a") {
      const href = attributes.find((attribute) => attribute.name === "href")?.value;
      if (href === undefined || href === "") problems.push(`<a> needs an href`);
      else if (!isSafeHref(href)) {
        problems.push(`href "${href}" is not safe (use https, mailto, tel or a site path)`);
      } else if (isSiteRelative(href)) internalLinks.push(href);
    }
    if (!voidTags.has(name)) open.push(name);
  }
  for (const name of open) problems.push(`<${name}> is never closed`);
  return { problems, internalLinks };
}
