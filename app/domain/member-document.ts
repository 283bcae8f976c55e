// The document shell of members' pages (the editor, its sign-in, what became of a Publish),
// never of visitors' pages: bare, with no stylesheet of the site's, kept out of search engines.
// Shared by two features, so it lives here.

/** A page for members: `title` and `head` are HTML, written by the caller (escape what it quotes). */
export function memberDocument({
  title,
  head = "",
  body,
}: {
  title: string;
  head?: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
${head}</head>
<body>
${body}</body>
</html>
`;
}
