// Who is at the desk. `requireMember` is the one gate every desk page and action passes:
//   - a post from another site's page is refused with 403, before anything is read;
//   - without a live session (none, lapsed, revoked, or the member removed since), a browser's
//     page request (Accept: text/html) is sent to /desk/sign-in with a 303, and any other
//     request (a script, an API call) gets 401 with a JSON message;
//   - a live session's last use is noted when it is a few minutes old (never failing the page).
import type { DatabaseSync } from "node:sqlite";
import { cookieValue } from "../../http/cookie-value.ts";
import { redirect } from "react-router";
import { crossSiteRefusal } from "../../http/cross-site.ts";
import { SESSION_COOKIE, setCookie } from "./cookies.ts";
import type { DeskRuntime } from "./desk-runtime.server.ts";
import { DESK_PATHS } from "./desk-paths.ts";
import { storageFaultOf } from "../../database/storage-fault.server.ts";
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import {
  type SessionMember,
  lastUseIsStale,
  memberOfSession,
  touchSession,
} from "./sessions.server.ts";

/** The member at the desk, and the session this browser holds. */
export type DeskMember = SessionMember;

/** How long noting a session's use waits for a held lock before it is left for next time. */
const TOUCH_WAIT_MS = 200;

export async function requireMember(request: Request, desk: DeskRuntime): Promise<DeskMember> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const crossSite = crossSiteRefusal(request, desk.originPolicy);
    if (crossSite) {
      throw Response.json({ error: crossSite }, { status: 403, headers: NO_STORE });
    }
  }
  const found = await memberAtDesk(request, desk);
  if (found) return found;
  const token = cookieValue(request.headers.get("Cookie"), SESSION_COOKIE);
  const forget: Record<string, string> = token
    ? { "Set-Cookie": setCookie(SESSION_COOKIE, "", 0, desk.secureCookies) }
    : {};
  if (wantsPage(request))
    throw redirect(DESK_PATHS.signIn, { status: 303, headers: { ...NO_STORE, ...forget } });
  throw Response.json(
    { error: `Sign in at ${DESK_PATHS.signIn} first.` },
    { status: 401, headers: { ...NO_STORE, ...forget } },
  );
}

/**
 * The member this request's session names, or null: for a page that shows more to a member
 * (/admin/status) and is still a page to anyone else.
 */
export async function memberAtDesk(
  request: Request,
  desk: DeskRuntime,
): Promise<DeskMember | null> {
  const token = cookieValue(request.headers.get("Cookie"), SESSION_COOKIE);
  const found = token ? memberOfSession(desk.db, token, desk.nowMs()) : null;
  if (found && lastUseIsStale(found, desk.nowMs())) {
    await noteUse(desk.db, found.sessionId, desk.nowMs());
  }
  return found;
}

const NO_STORE = { "Cache-Control": "no-store" };

async function noteUse(db: DatabaseSync, sessionId: number, nowMs: number): Promise<void> {
  try {
    await writeWhenFree(() => touchSession(db, sessionId, nowMs), { withinMs: TOUCH_WAIT_MS });
  } catch (error) {
    // A busy or full database: the page still answers, and the next request tries again.
    if (!storageFaultOf(error)) throw error;
  }
}

function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
