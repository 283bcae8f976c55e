// How long a page may be kept, and by whom (issue 16). A page the same for everyone may be kept
// by a shared cache (a CDN, nginx's proxy_cache) as well as by the visitor's browser, but never
// past the next instant at which the site's pages read differently (domain/page-changes.ts): a
// page cached at 23:59 must not show yesterday's show after midnight. A request that carries a
// cookie, credentials or a mail link's token is answered for that visitor alone. A page that
// shows works' availability is bounded further (the renderer's `freshnessBound`, decision 021).
import type { Request } from "express";

/** Seconds a shared cache serves a page before asking the site again. */
export const SHARED_MAX_AGE = 300;
/** Seconds more it may serve it while it asks, so a visitor never waits on the refresh. */
export const STALE_WHILE_REVALIDATE = 300;
/** Seconds the visitor's own browser keeps it. */
export const BROWSER_MAX_AGE = 60;

/**
 * For a page anyone may keep, `secondsLeft` before the pages next change. A shared cache can
 * serve a copy up to s-maxage + stale-while-revalidate after the site made it; a browser that
 * takes it then (nginx sends no Age) keeps it max-age, and stale-while-revalidate once more.
 * Each is cut so that the sum never passes the change.
 */
export function sharedCacheControl(secondsLeft: number): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  const shared = Math.min(SHARED_MAX_AGE, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE, Math.floor((left - shared) / 2));
  const browser = Math.min(BROWSER_MAX_AGE, left - shared - 2 * stale);
  if (shared === 0) return "no-cache";
  const parts = [`public, max-age=${browser}`, `s-maxage=${shared}`];
  if (stale > 0) parts.push(`stale-while-revalidate=${stale}`);
  return parts.join(", ");
}

/** For a page answered to one visitor: their browser alone keeps it, and not past the change. */
export function privateCacheControl(secondsLeft: number): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  return `private, max-age=${Math.min(BROWSER_MAX_AGE, left)}`;
}

/** Whether a request speaks for one visitor: a cookie, credentials, or a mail link's token. */
export function isPersonal(req: Pick<Request, "headers" | "query">): boolean {
  return (
    req.headers.cookie !== undefined ||
    req.headers.authorization !== undefined ||
    req.query.token !== undefined
  );
}
