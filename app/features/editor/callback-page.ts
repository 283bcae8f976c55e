// The page /admin/callback answers in the sign-in window (sign-in.server.ts): it tells the editor
// that opened it the outcome, in the messages Decap CMS's GitHub backend listens for. First
// "authorizing:github" to the opener; when the editor answers from the site's own origin, the
// outcome ("authorization:github:success:{token, expires_in}" or ":error:{message}"; Decap reads
// the token, and the editor's page the seconds it lasts, editor/sign-in-ends.ts). Every message is
// addressed to the site's origin, so a window of any other origin that opened this one hears
// nothing; the script runs by the response's CSP nonce.

import { escapeHtml } from "../../domain/html.ts";
import { memberDocument } from "../../domain/member-document.ts";

/** A token and the seconds the provider said it lasts, or what to tell the member. */
export type SignInOutcome = { token: string; expiresIn: number } | { error: string };

export interface CallbackPageOptions {
  status: number;
  outcome: SignInOutcome;
  siteUrl: string;
  nonce: string;
}

const PROVIDER = "github";

/** JSON that is safe inside a <script> element: no `<`, so no `</script>` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** The message Decap reads: its provider, the outcome, and the outcome's JSON. */
export function outcomeMessage(outcome: SignInOutcome): string {
  return "token" in outcome
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER, expires_in: outcome.expiresIn })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: outcome.error })}`;
}

export function callbackPage(
  { status, outcome, siteUrl, nonce }: CallbackPageOptions,
  headers: [string, string][],
): Response {
  const origin = new URL(siteUrl).origin;
  const shown = "token" in outcome ? "Signed in. This window closes by itself." : outcome.error;
  const script = `(function () {
  var origin = ${scriptJson(origin)};
  var outcome = ${scriptJson(outcomeMessage(outcome))};
  var opener = window.opener;
  if (!opener) return;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== opener) return;
    if (event.data !== "authorizing:${PROVIDER}") return;
    opener.postMessage(outcome, origin);
  });
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;
  const html = memberDocument({
    title: "Signing in to the editor",
    body: `<p>${escapeHtml(shown)}</p>
<script nonce="${escapeHtml(nonce)}">${script}</script>
`,
  });
  return new Response(html, {
    status,
    headers: [["Content-Type", "text/html; charset=utf-8"], ...headers],
  });
}
