// The docs' relative links and pictures (README.md, docs/): each must name a file that exists, and
// each `#anchor` a heading of the page it names, as GitHub makes anchors of headings. A page moved
// or a heading renamed fails tests/lint/docs-links.test.ts, not a reader.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import MarkdownIt, { type Token } from "markdown-it";
const markdown = new MarkdownIt({ html: true });

/** GitHub's anchor for a heading's text: lowercase, punctuation dropped, spaces as hyphens. */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The text a heading shows: its words and code, without the Markdown around them. */
function shownText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

/** Every anchor a Markdown page has, a repeated heading numbered as GitHub numbers it. */
export function anchorsOf(text: string): Set<string> {
  const tokens = markdown.parse(text, {});
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type !== "heading_open" || !inline) return;
    const anchor = headingAnchor(shownText(inline));
    const times = seen.get(anchor) ?? 0;
    seen.set(anchor, times + 1);
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
  });
  return anchors;
}

/** The targets of a page's links and pictures, as written (code spans and blocks are not links). */
export function linkTargets(text: string): string[] {
  return markdown
    .parse(text, {})
    .flatMap((token) => token.children ?? [])
    .flatMap((child) => {
      const target =
        child.type === "link_open"
          ? child.attrGet("href")
          : child.type === "image"
            ? child.attrGet("src")
            : null;
      return target === null ? [] : [String(target)];
    });
}

/** A target that leaves the repository: another site, mail, a phone number. */
const outside = (target: string) => /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("//");

/**
 * The broken relative links of `files` (paths from `root`), one line each: "file: target: why".
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const target of linkTargets(text)) {
      if (outside(target)) continue;
      const [address = "", anchor] = target.split("#");
      const named =
        address === "" ? path.join(root, file) : path.join(root, path.dirname(file), address);
      if (!existsSync(named)) {
        problems.push(`${file}: ${target}: no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!named.endsWith(".md") || statSync(named).isDirectory()) {
        problems.push(`${file}: ${target}: an anchor into a file that is not a Markdown page`);
      } else if (!anchorsOf(readFileSync(named, "utf8")).has(decodeURIComponent(anchor))) {
        problems.push(`${file}: ${target}: no heading makes #${anchor}`);
      }
    }
  }
  return problems;
}
