// /admin/status: what became of members' Publishes (publish-status.ts says it; this lays it out).
// Server-rendered HTML that needs no script, for a phone first. Not signed in: it shows what the
// repository's history already shows (authors' names, subjects) and the content check's lines,
// never an address or a secret; it is kept out of search engines and of every cache.
import { escapeHtml } from "../../domain/html.ts";
import { memberDocument } from "../../domain/member-document.ts";
import { EDITOR_PATH } from "../../domain/site-pages.ts";
import type { PublishView, StatusView } from "./publish-status.ts";

export const STATUS_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store, private",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The page reloads itself this often, so a member waiting on a Publish sees it move. */
export const RELOAD_SECONDS = 60;

const STYLE = `
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
h1 { font-size: 1.375rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.0625rem; line-height: 1.3; margin: 0; overflow-wrap: anywhere; }
ol { list-style: none; padding: 0; margin: 0; }
li.publish { border-top: 1px solid #ddd; padding: 0.875rem 0; }
.label { display: inline-block; font-size: 0.8125rem; font-weight: 600; padding: 0.1rem 0.45rem; border-radius: 3px; margin-bottom: 0.3rem; }
.live .label { background: #dcefdc; color: #1d5a1d; }
.building .label { background: #e3ebf8; color: #1f4fa8; }
.refused .label, .did-not-start .label { background: #f8dedb; color: #8a1f12; }
.failed .label, .operator .label { background: #f6ecd0; color: #6b4a00; }
.byline { color: #555; font-size: 0.875rem; margin: 0.15rem 0 0.4rem; overflow-wrap: anywhere; }
.reasons { margin: 0.4rem 0 0; padding-left: 1.2rem; overflow-wrap: anywhere; }
.reasons li { margin: 0.2rem 0; }
.note { background: #f3f1ec; padding: 0.6rem 0.75rem; border-radius: 4px; }
.pinned { background: #f6ecd0; padding: 0.6rem 0.75rem; border-radius: 4px; }
p { margin: 0.4rem 0; }
a { color: #1f4fa8; }
`;

export function statusPageHtml(view: StatusView, nonce: string): string {
  const parts: string[] = [
    `<p><a href="${EDITOR_PATH}">Back to the editor</a></p>`,
    "<h1>What became of your Publish</h1>",
  ];
  if (view.problem) parts.push(`<p class="note">${escapeHtml(view.problem)}</p>`);
  for (const line of view.checked) parts.push(`<p class="note">${escapeHtml(line)}</p>`);
  if (view.pinned) parts.push(`<p class="pinned">${escapeHtml(view.pinned)}</p>`);
  if (!view.problem) {
    parts.push(
      view.publishes.length === 0
        ? "<p>The updater has no Publish to tell of yet.</p>"
        : `<ol>\n${view.publishes.map(publishHtml).join("\n")}\n</ol>`,
    );
  }
  parts.push(
    `<p class="byline">This page reloads itself every minute. Times are the gallery's (Montpelier).</p>`,
  );
  return memberDocument({
    title: "What became of your Publish · the Front",
    head: `<meta http-equiv="refresh" content="${RELOAD_SECONDS}">
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
`,
    body: `${parts.join("\n")}\n`,
  });
}

function publishHtml(publish: PublishView): string {
  const list = (items: readonly string[], intro: string) =>
    items.length === 0
      ? ""
      : `<p>${intro}</p>\n<ul class="reasons">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return `<li class="publish ${publish.state}">
<span class="label">${escapeHtml(publish.label)}</span>
<h2>${escapeHtml(publish.title)}</h2>
<p class="byline">${escapeHtml(publish.byline)}</p>
<p>${escapeHtml(publish.said)}</p>
${list(publish.reasons, publish.state === "refused" ? "What to fix:" : "What the updater said:")}
${list(publish.alsoBrings, "With it, the earlier commits:")}
</li>`;
}

export function statusPage(view: StatusView, nonce: string): Response {
  return new Response(statusPageHtml(view, nonce), { headers: STATUS_HEADERS });
}
