// The content editor's page, /admin/ (docs/decisions/012-content-files-and-editor.md): a bare document
// that loads Decap CMS and points it at its configuration. It is for members, not visitors: out
// of the menu, the sitemap and search engines (noindex here, Disallow in robots.txt), and no
// public page loads its script.
import { parseDocument } from "yaml";
import { escapeHtml } from "../../domain/html.ts";
import { PHONE_STYLE } from "./phone-style.ts";
import { memberDocument } from "../../domain/member-document.ts";
import { EDITOR_PATH, EDITOR_SIGN_IN, PUBLISH_STATUS_PATH } from "../../domain/site-pages.ts";

// The way from Publish to what became of it: a small link pinned at the bottom left, where the
// editor has no button of its own (its buttons sit in the top bars; the bottom left is the form,
// which scrolls out from under it). Outside Decap's root, so it stays on every screen.
const STATUS_LINK_STYLE = `<style>
.publish-status-link { position: fixed; left: 0.5rem; bottom: 0.5rem; z-index: 10000;
  font: 0.8125rem/1.3 system-ui, sans-serif; padding: 0.35rem 0.6rem; border-radius: 4px;
  background: #fffffff2; color: #1f4fa8; box-shadow: 0 1px 3px #0004; }
</style>
`;

/** The editor's page, pointed at a configuration: /admin/'s, or the desk's (features/content-commits). */
export function editorHtml(configUrl: string): string {
  return memberDocument({
    title: "Editor · the Front",
    head: `<link rel="cms-config-url" type="text/yaml" href="${configUrl}">
<link rel="icon" href="/favicon.ico">
${STATUS_LINK_STYLE}${PHONE_STYLE}`,
    body: `<noscript>The editor needs JavaScript.</noscript>
<a class="publish-status-link" href="${PUBLISH_STATUS_PATH}">What became of my Publish?</a>
<script type="module" src="${EDITOR_PATH}/editor.js"></script>
`,
  });
}

export const EDITOR_HTML = editorHtml(`${EDITOR_PATH}/config.yml`);

/**
 * Headers of every editor response: never indexed; kept by no shared cache (issue 16), and by
 * the member's browser only to be asked again each time.
 */
export const EDITOR_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-cache",
} as const;

/** /admin/ when no member could sign in: what to set, in place of an editor that would fail. */
export function notSetUpHtml(siteUrl: string): string {
  const callback = escapeHtml(new URL(EDITOR_SIGN_IN.callback, siteUrl).href);
  return memberDocument({
    title: "Editor · the Front",
    head: `<style>
body { font: 1.0625rem/1.55 system-ui, sans-serif; max-width: 38rem; margin: 3rem auto; padding: 0 1.25rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; line-height: 1.25; }
code { font-size: 0.95em; background: #f1efeb; padding: 0.1em 0.3em; border-radius: 3px; overflow-wrap: anywhere; }
</style>
`,
    body: `<h1>The editor is not set up yet</h1>
<p>Members sign in with GitHub. For that, the server needs two settings from the gallery's GitHub
App, its client ID and secret, as <code>GITHUB_OAUTH_CLIENT_ID</code> and
<code>GITHUB_OAUTH_CLIENT_SECRET</code>, and the app's callback URL must be
<code>${callback}</code>. The site's docs/operating.md, "The editor's sign-in through GitHub",
says how, step by step.</p>
<p>To edit on your own computer without an account, run <code>npm run admin</code> instead.</p>
`,
  });
}

/** How members can get in: GitHub sign-in through the site, or a local backend beside it. */
export interface EditorAccess {
  /** GITHUB_OAUTH_CLIENT_ID and _SECRET are set: the site serves /admin/auth and /admin/callback. */
  signIn: boolean;
  /** EDITOR_LOCAL_BACKEND, when a member runs `npm run admin`. */
  localBackend: string | undefined;
  /** The site's origin, where the editor's GitHub backend is sent to sign in. */
  siteUrl: string;
}

/** /admin/: the editor's page, or what to set when no one could sign in to it. */
export function editorPage(access: EditorAccess): Response {
  const ready = access.signIn || access.localBackend !== undefined;
  return new Response(ready ? EDITOR_HTML : notSetUpHtml(access.siteUrl), {
    headers: { ...EDITOR_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}

/**
 * The configuration the editor gets: editor/config.yml as written, with, when the site signs
 * members in, the GitHub backend sent to the site itself for it (`base_url`, `auth_endpoint`),
 * and when it runs beside a local backend (`npm run admin`), `local_backend` pointing at it, so a
 * member edits the files on their own machine without an account.
 */
export function editorConfig(configYaml: string, access: EditorAccess): string {
  const document = parseDocument(configYaml);
  if (access.signIn) {
    document.setIn(["backend", "base_url"], new URL(access.siteUrl).origin);
    // Decap takes it relative to base_url.
    document.setIn(["backend", "auth_endpoint"], EDITOR_SIGN_IN.auth.slice(1));
  }
  if (access.localBackend) {
    document.set("local_backend", { url: access.localBackend });
  }
  return access.signIn || access.localBackend ? document.toString() : configYaml;
}

/**
 * The configuration of the desk's editor (issue 24): editor/config.yml with Decap's `proxy`
 * backend, which posts every read and Publish to the site (`proxyUrl`), where the site commits
 * for the signed-in member. Everything else is the one configuration, as written.
 */
export function deskEditorConfig(configYaml: string, proxyUrl: string): string {
  const document = parseDocument(configYaml);
  document.setIn(["backend", "name"], "proxy");
  document.setIn(["backend", "proxy_url"], proxyUrl);
  document.deleteIn(["backend", "repo"]);
  return document.toString();
}
