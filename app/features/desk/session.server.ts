// Who is at the desk. `requireMember` is the one gate every desk page and action passes:
//   - a post from another site's page is refused with 403, before anything is read;
//   - without a live session (none, lapsed, revoked, or the member removed since), a browser's
//     page request (Accept: text/html) is sent to /desk/sign-in with a 303, and any other
//     request (a script, an API call) gets 401 with a JSON message.
import { cookieValue } from "../../http/cookie-value.ts";
import { redirect } from "react-router";
import { crossSiteRefusal } from "../../http/cross-site.ts";
import { SESSION_COOKIE, setCookie } from "./cookies.ts";
import { deskRuntime } from "./desk-runtime.server.ts";
import { DESK_PATHS } from "./desk-paths.ts";
import { memberOfSession } from "./sessions.server.ts";

export interface DeskMember {
  email: string;
  name: string;
  role: string;
}

export async function requireMember(request: Request): Promise<DeskMember> {
  const desk = deskRuntime();
  if (request.method !== "GET" && request.method !== "HEAD") {
    const crossSite = crossSiteRefusal(request, desk.originPolicy);
    if (crossSite) {
      throw Response.json({ error: crossSite }, { status: 403, headers: NO_STORE });
    }
  }
  const token = cookieValue(request.headers.get("Cookie"), SESSION_COOKIE);
  const found = token ? memberOfSession(desk.db, token, desk.nowMs()) : null;
  if (found) return { email: found.email, name: found.name, role: found.role };
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

const NO_STORE = { "Cache-Control": "no-store" };

function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
