interface HtmlContentProps {
  html: string;
  as?: "p" | "div" | "span" | "figcaption";
  className?: string;
}

/**
 * Renders a paragraph of built-in content that may contain inline HTML (product §3). Only the
 * project's own content reaches here; the content check limits it to an allow-list of tags.
 */
export function HtmlContent({ html, as: Tag = "p", className }: HtmlContentProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
