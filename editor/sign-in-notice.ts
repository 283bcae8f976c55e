// Runs sign-in-ends.ts in the editor's page: records when a sign-in ends from the callback page's
// message, ends a lapsed one before Decap CMS reads it, checks again every half minute while the
// page is open, and tells the member in plain words (a warning before the end, then "sign in
// again" with a button that reloads into Decap's login page).
import { type SignInState, endSignIn, rememberSignIn, signInState } from "./sign-in-ends.ts";

const CHECK_EVERY_MS = 30_000;

const ENDED =
  "Your GitHub sign-in has ended (each lasts 8 hours), so the editor can no longer save. Sign in again to go on.";

function endingText(endsMs: number): string {
  const time = new Date(endsMs).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
  return `Your GitHub sign-in ends at ${time}. Publish what you are working on before then; after it, you sign in again.`;
}

/** The one notice, above the editor; replaced as the state changes. */
function show(text: string, withButton: boolean): void {
  let notice = document.getElementById("front-sign-in-notice");
  if (!notice) {
    notice = document.createElement("div");
    notice.id = "front-sign-in-notice";
    notice.setAttribute("role", "alert");
    Object.assign(notice.style, {
      position: "fixed",
      insetInline: "0",
      top: "0",
      zIndex: "10000",
      padding: "0.75rem 1rem",
      background: "#fff4ce",
      color: "#1a1a1a",
      borderBottom: "1px solid #c9a400",
      font: "1rem/1.4 system-ui, sans-serif",
    });
    document.body.prepend(notice);
  }
  notice.replaceChildren(text);
  if (withButton) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Sign in again";
    button.style.marginInlineStart = "0.75rem";
    button.addEventListener("click", () => window.location.reload());
    notice.append(button);
  }
}

function hide(): void {
  document.getElementById("front-sign-in-notice")?.remove();
}

/** Acts on where the sign-in stands: ends a lapsed one, and says so. */
function settle(state: SignInState): void {
  if (state.kind === "ended") {
    endSignIn(window.localStorage);
    show(ENDED, true);
  } else if (state.kind === "ending") {
    show(endingText(state.endsMs), false);
  } else if (state.kind === "signed-in") {
    hide();
  }
}

/** Call before Decap starts, so that it never restores a lapsed token. */
export function watchSignIn(): void {
  const store = window.localStorage;
  const ended = signInState(store, Date.now()).kind === "ended";
  if (ended) endSignIn(store);
  window.addEventListener("message", (event: MessageEvent<unknown>) => {
    // Only the site's own callback page speaks for a sign-in.
    if (event.origin !== window.location.origin) return;
    if (rememberSignIn(store, event.data, Date.now()) !== null) hide();
  });
  window.setInterval(() => settle(signInState(store, Date.now())), CHECK_EVERY_MS);
  // A module script runs once the document is parsed: the body is there. Decap's own login
  // page is the way in, so no button.
  if (ended) show(ENDED, false);
}
