// Descriptions, bios and captions are written in Markdown (product §3: "some HTML") and become,
// when the server build loads the content, exactly the inline HTML the site allows: paragraphs
// of text with a (https, mailto, tel or a site page), em, strong, and the tags Markdown has no
// syntax for, i, u and br. Everything else a writer types (headings, lists, quotes, code, images,
// any other HTML) shows as the literal text typed, escaped: nothing outside the subset gets
// through. Server and Node only: the browser gets the HTML.
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt("zero", { html: true, breaks: false, linkify: false });

// "zero" starts with every rule off; these are the ones the subset needs.
markdown.enable(["paragraph", "newline", "escape", "entity", "emphasis", "link", "autolink"]);
markdown.enable(["html_inline", "image"]);

/** Links that may leave the page: https/http, mailto, tel, or a path on this site. */
markdown.validateLink = (url) =>
  /^(?:https?:\/\/[^\s/]|mailto:\S|tel:[+\d])/i.test(url) || /^\/(?!\/)/.test(url);

/** The only raw HTML kept as HTML: the inline tags Markdown cannot write. */
const keptTags = /^<\/?(?:u|i)>$|^<br\s*\/?>$/i;

const escape = markdown.utils.escapeHtml;

markdown.renderer.rules.html_inline = (tokens, index) => {
  const tag = tokens[index]?.content ?? "";
  return keptTags.test(tag) ? tag.toLowerCase().replace(/^<br\s*\/?>$/, "<br>") : escape(tag);
};
markdown.renderer.rules.hardbreak = () => "<br>";
// A picture in a description would load an unchecked file: it shows as the text typed.
markdown.renderer.rules.image = (tokens, index) => {
  const token = tokens[index];
  const alt = token?.children
    ? markdown.renderer.renderInlineAsText(token.children, markdown.options, {})
    : "";
  return escape(`![${alt}](${token?.attrGet("src") ?? ""})`);
};

/** One line of inline Markdown (a caption, a bold line) as inline HTML. */
export function renderInlineMarkdown(text: string): string {
  return markdown.renderInline(text);
}

/** A Markdown body as its paragraphs of inline HTML, one string each (blank lines part them). */
export function renderMarkdownParagraphs(body: string): string[] {
  const tokens = markdown.parse(body, {});
  return tokens
    .filter((token) => token.type === "inline")
    .map((token) => markdown.renderer.renderInline(token.children ?? [], markdown.options, {}))
    .filter((html) => html.trim() !== "");
}
