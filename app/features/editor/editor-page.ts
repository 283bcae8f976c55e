// The content editor's page, /admin/ (docs/decisions/012-content-files-and-editor.md): a bare document
// that loads Decap CMS and points it at its configuration. It is for members, not visitors: out
// of the menu, the sitemap and search engines (noindex here, Disallow in robots.txt), and no
// public page loads its script.

/** Where the editor's files are served: the page, its configuration, its script and chunks. */
export const EDITOR_PATH = "/admin";

export const EDITOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor · the Front</title>
<link rel="cms-config-url" type="text/yaml" href="${EDITOR_PATH}/config.yml">
<link rel="icon" href="/favicon.ico">
</head>
<body>
<noscript>The editor needs JavaScript.</noscript>
<script type="module" src="${EDITOR_PATH}/editor.js"></script>
</body>
</html>
`;

/**
 * Headers of every editor response: never indexed; kept by no shared cache (issue 16), and by
 * the member's browser only to be asked again each time.
 */
export const EDITOR_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-cache",
} as const;

/** /admin/: the editor's page. */
export function editorPage(): Response {
  return new Response(EDITOR_HTML, {
    headers: { ...EDITOR_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}

/**
 * The configuration the editor gets: editor/config.yml as written, plus, when the site runs
 * beside a local backend (`npm run admin`), `local_backend` pointing at it, so a member edits the
 * files on their own machine without an account.
 */
export function editorConfig(configYaml: string, localBackend: string | undefined): string {
  if (!localBackend) return configYaml;
  return `${configYaml.trimEnd()}\n\n# Added by the site: EDITOR_LOCAL_BACKEND is set.\nlocal_backend:\n  url: ${JSON.stringify(localBackend)}\n`;
}
