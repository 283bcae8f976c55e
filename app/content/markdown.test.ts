// Markdown in, exactly the allowed inline HTML out (product §3): the allowed tags are made, and
// everything else a writer or a pasted snippet could bring is shown as text or refused.
import { describe, expect, it } from "vitest";
import { checkInlineHtml } from "../../scripts/content-check/html.ts";
import { renderInlineMarkdown, renderMarkdownParagraphs } from "./markdown.ts";

describe("renderMarkdownParagraphs", () => {
  it("makes the allowed subset: paragraphs, links, emphasis, strong, u, i and line breaks", () => {
    const body = [
      "*Set Square*, **acrylic**, <u>under</u> and <i>italic</i>.",
      "[The show](/shows/hard-edges), [mail](mailto:front@example.com), [call](tel:+18025550100) and [a site](https://example.com/a?b=1&c=2).",
      "line one\\\nline two, and <br> one more",
    ].join("\n\n");
    expect(renderMarkdownParagraphs(body)).toEqual([
      "<em>Set Square</em>, <strong>acrylic</strong>, <u>under</u> and <i>italic</i>.",
      '<a href="/shows/hard-edges">The show</a>, <a href="mailto:front@example.com">mail</a>, <a href="tel:+18025550100">call</a> and <a href="https://example.com/a?b=1&amp;c=2">a site</a>.',
      "line one<br>line two, and <br> one more",
    ]);
  });

  const hostile = [
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<em onclick="alert(1)">hi</em>',
    "<div>block</div>",
    "<iframe src=https://evil.example></iframe>",
    "[click](javascript:alert(1))",
    "[click](data:text/html,<script>alert(1)</script>)",
    "[protocol-relative](//evil.example/x)",
    "[vb](vbscript:msgbox)",
    "![a picture](https://evil.example/x.png)",
    "# A heading",
    "## Another",
    "Underlined\n===",
    "- a list item",
    "1. a numbered item",
    "> a quote",
    "    indented code",
    "```\nfenced code\n```",
    "`inline code`",
    "~~struck~~",
    "---",
    "| a | b |\n| - | - |\n| 1 | 2 |",
    '<a href="/shows/x">raw link</a>',
    "<!-- a comment -->",
    "&lt;script&gt; stays text",
  ];

  it.each(hostile)("lets nothing outside the subset through: %s", (markdown) => {
    const html = renderMarkdownParagraphs(markdown).join("") + renderInlineMarkdown(markdown);
    expect(checkInlineHtml(html).problems).toEqual([]);
    // The only tags left are the allowed ones, and no link leads to an unsafe scheme.
    for (const [tag] of html.matchAll(/<[^>]*>/g)) {
      expect(tag).toMatch(
        /^<\/?(?:em|strong|u|i|br)>$|^<\/a>$|^<a href="(?:https:|mailto:|tel:|\/[^/])/,
      );
    }
    expect(html).not.toMatch(
      /<(?:script|img|iframe|div|h\d|li|ul|ol|blockquote|pre|code|table|s|del)\b/i,
    );
  });

  it("shows what it refuses as the text typed, escaped", () => {
    expect(renderMarkdownParagraphs("<script>alert(1)</script>")).toEqual([
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    ]);
    expect(renderInlineMarkdown("[click](javascript:alert(1))")).toBe(
      "[click](javascript:alert(1))",
    );
    expect(renderMarkdownParagraphs("# A heading")).toEqual(["# A heading"]);
  });
});

describe("renderInlineMarkdown", () => {
  it("renders a caption, escaping the characters HTML would read", () => {
    expect(renderInlineMarkdown('*Hinge*, "oil" & wax, 36 x 36 in, 2023')).toBe(
      "<em>Hinge</em>, &quot;oil&quot; &amp; wax, 36 x 36 in, 2023",
    );
  });
});
