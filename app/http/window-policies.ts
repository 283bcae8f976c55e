// Which windows a page keeps a hold on, and what it tells the pages it leads to: the
// Cross-Origin-Opener-Policy and Referrer-Policy of each response, by path. One exception to
// the site's defaults: the editor's sign-in (app/features/editor/sign-in.server.ts) opens a
// window that passes through the provider's site and comes back to /admin/callback, which must
// still reach the editor that opened it.
import { EDITOR_PATH, EDITOR_SIGN_IN_PATHS } from "../domain/site-pages.ts";

export interface WindowPolicies {
  opener: "same-origin" | "same-origin-allow-popups" | "unsafe-none";
  referrer: "strict-origin-when-cross-origin" | "no-referrer";
}

export function windowPoliciesOf(pathname: string): WindowPolicies {
  // The callback's address holds a one-time code, and its page talks to the editor's window.
  if (EDITOR_SIGN_IN_PATHS.includes(pathname))
    return { opener: "unsafe-none", referrer: "no-referrer" };
  // The editor keeps its sign-in window, which passes through the provider's site.
  if (pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`)) {
    return { opener: "same-origin-allow-popups", referrer: "strict-origin-when-cross-origin" };
  }
  return { opener: "same-origin", referrer: "strict-origin-when-cross-origin" };
}
