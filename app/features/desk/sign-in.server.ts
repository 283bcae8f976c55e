// The desk's sign-in (issue 24): ask for a code by address, then type it. Every answer to
// "send me a code" is the same page whether the address is listed or not; only the network's own
// overuse is told (429), which says nothing about any address.
import { cookieValue } from "../../http/cookie-value.ts";
import { isEmailAddress } from "../../domain/email-address.ts";
import { RETRY_AFTER_SECONDS, storageFaultOf } from "../../database/storage-fault.server.ts";
import { VISITOR_WRITE_WAIT_MS, writeWhenFree } from "../../database/write-when-free.server.ts";
import { crossSiteRefusal } from "../../http/cross-site.ts";
import { type RequestClient, rateRefusal } from "../../http/endpoint-guard.ts";
import { writeAudit } from "./audit.server.ts";
import { CLIENT_COOKIE, SESSION_COOKIE, setCookie } from "./cookies.ts";
import { readDeskForm } from "./desk-form.server.ts";
import { deviceName } from "./device-name.ts";
import { DESK_PATHS, SIGN_IN_STEP_QUERY } from "./desk-paths.ts";
import type { DeskRuntime } from "./desk-runtime.server.ts";
import { newToken } from "./secrets.server.ts";
import { SESSION_DAYS, startSession } from "./sessions.server.ts";
import { checkCode, eraseSpentCodes, requestCode } from "./sign-in-codes.server.ts";
import { SIGN_IN_TEXT } from "./sign-in-text.ts";

/** A client cookie lasts as long as a code could be waited for, and then some. */
const CLIENT_COOKIE_SECONDS = 24 * 3600;

export type SignInOutcome =
  | { kind: "redirect"; location: string; headers: Record<string, string> }
  | { kind: "problem"; status: number; error: string; headers: Record<string, string> };

const NO_STORE = { "Cache-Control": "no-store" };

/** The client cookie's value, or a new one with the header that sets it. */
export function clientIdOf(
  request: Request,
  desk: DeskRuntime,
): { clientId: string; setCookie: string | null } {
  const held = cookieValue(request.headers.get("Cookie"), CLIENT_COOKIE);
  if (held && /^[\w-]{43}$/.test(held)) return { clientId: held, setCookie: null };
  const clientId = newToken();
  const secure = desk.secureCookies;
  return { clientId, setCookie: setCookie(CLIENT_COOKIE, clientId, CLIENT_COOKIE_SECONDS, secure) };
}

export async function handleSignIn(
  request: Request,
  client: RequestClient,
  desk: DeskRuntime,
): Promise<SignInOutcome> {
  const problem = (status: number, error: string, headers: Record<string, string> = {}) =>
    ({ kind: "problem", status, error, headers: { ...NO_STORE, ...headers } }) as const;
  const crossSite = crossSiteRefusal(request, desk.originPolicy);
  if (crossSite) return problem(403, crossSite);
  const tooMany = rateRefusal(client, SIGN_IN_TEXT.tooMany);
  if (tooMany) return problem(tooMany.status, tooMany.message, tooMany.headers);
  const form = await readDeskForm(request);
  if (!form.ok) return problem(form.status, form.error);
  const { clientId, setCookie: clientCookie } = clientIdOf(request, desk);
  const withClient: Record<string, string> = clientCookie ? { "Set-Cookie": clientCookie } : {};
  const nowMs = desk.nowMs();
  try {
    if (form.fields.intent === "check-code") {
      const code = (form.fields.code ?? "").replace(/\s/g, "");
      const checked = await writeWhenFree(() => checkCode(desk.db, { code, clientId, nowMs }), {
        withinMs: VISITOR_WRITE_WAIT_MS,
      });
      if (!checked.ok) {
        if (checked.alerted) desk.afterAlertQueued();
        return problem(400, SIGN_IN_TEXT.wrongCode, withClient);
      }
      // Only a few words about the browser are kept, never its User-Agent.
      const device = deviceName(request.headers.get("User-Agent"));
      const token = await writeWhenFree(
        () => {
          const started = startSession(desk.db, { memberId: checked.memberId, device, nowMs });
          writeAudit(desk.db, { atMs: nowMs, actor: checked.email, action: "sign-in", detail: "" });
          return started;
        },
        { withinMs: VISITOR_WRITE_WAIT_MS },
      );
      return {
        kind: "redirect",
        location: DESK_PATHS.desk,
        headers: {
          ...NO_STORE,
          "Set-Cookie": setCookie(SESSION_COOKIE, token, SESSION_DAYS * 86_400, desk.secureCookies),
        },
      };
    }
    const email = (form.fields.email ?? "").trim();
    if (email.length > 254 || !isEmailAddress(email)) {
      return problem(400, SIGN_IN_TEXT.badAddress, withClient);
    }
    if (!desk.mail) return problem(503, SIGN_IN_TEXT.noMail, withClient);
    const outcome = await writeWhenFree(
      () => {
        eraseSpentCodes(desk.db, nowMs);
        return requestCode(desk.db, { email, clientId, networkKey: client.key, nowMs });
      },
      { withinMs: VISITOR_WRITE_WAIT_MS },
    );
    if (outcome === "too-many") return problem(429, SIGN_IN_TEXT.tooMany, withClient);
    // Kicked for a listed address and an unlisted one alike, after the answer: the answer's
    // timing must not tell them apart.
    desk.afterCodeQueued();
    return {
      kind: "redirect",
      location: `${DESK_PATHS.signIn}?${SIGN_IN_STEP_QUERY}=code`,
      headers: { ...NO_STORE, ...withClient },
    };
  } catch (error) {
    const fault = storageFaultOf(error);
    if (!fault) throw error;
    return problem(503, SIGN_IN_TEXT.busy, { "Retry-After": String(RETRY_AFTER_SECONDS[fault]) });
  }
}
