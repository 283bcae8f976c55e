// POST /api/front-email (issue 3). JSON clients get JSON answers; a browser posting the form
// without JavaScript is sent back (303) to the page it came from, with the dialog showing
// the outcome. Posts from another site's pages are refused (issue 9); allowed other origins
// get CORS headers.
import { mailingListLink, type SignupOutcome } from "./mailing-list-link.ts";
import { type OriginPolicy, corsHeaders } from "../../http/cross-site.ts";
import { type Refusal, type RequestClient, methodRefusal } from "../../http/endpoint-guard.ts";
import {
  crossSiteOrRateRefusal,
  readPostedFields,
  storeWhenFree,
} from "../../http/posted-form.server.ts";
import { MAX_BODY_BYTES, bodyKind } from "../../http/request-body.ts";
import { VISITOR_WRITE_WAIT_MS } from "../../database/write-when-free.server.ts";
import type { SubscriberStore } from "./store.server.ts";
import { isHoneypotFilled, sitePath, validateSignup } from "./validate.ts";

export interface SignupEndpoint {
  /** The site's public origin (SITE_URL): every redirect leads there. */
  siteUrl: string;
  originPolicy: OriginPolicy;
  store: SubscriberStore;
  /** Mail is on: queue a note to the gallery for each message, a confirmation for each new address. */
  mail: boolean;
  /** Real milliseconds: when a confirmation is asked for. */
  clockMs: () => number;
  /** Called after a sign-up is committed. */
  afterCommit: () => void;
  /** How long a sign-up waits for a write lock someone else holds before it is told to retry. */
  writeWaitMs: number;
}

export const SIGNUP_WRITE_WAIT_MS = VISITOR_WRITE_WAIT_MS;

/** What the server knows of this request beside its body. */
export interface SignupRequestFacts {
  /** When the sign-up is recorded: the real clock, whatever GALLERY_NOW says. */
  now: Date;
  client: RequestClient;
}

const TOO_MANY = "Too many sign-ups from here. Please try again in a minute.";
const UNAVAILABLE =
  "The mailing list cannot take sign-ups for a moment, and nothing was saved. Please try again in a few minutes.";

export function refusalAnswer({ status, message, headers }: Refusal): Response {
  return answer(status, { error: message }, headers);
}

export async function handleSignup(
  request: Request,
  { now, client }: SignupRequestFacts,
  endpoint: SignupEndpoint,
): Promise<Response> {
  const wrongMethod = methodRefusal(request.method);
  if (wrongMethod) return refusalAnswer(wrongMethod);

  const kind = bodyKind(request.headers.get("content-type"));
  // A browser navigating (a form posted without JavaScript) wants a page, not JSON.
  const wantsPage = kind === "form" && (request.headers.get("accept") ?? "").includes("text/html");
  let returnPath = sameSitePath(request.headers.get("referer"), request.url) ?? "/";
  const cors = corsHeaders(request, endpoint.originPolicy);
  const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
    wantsPage
      ? backToPage(endpoint.siteUrl, returnPath, outcomeOf(status, body))
      : answer(status, body, { ...cors, ...headers });

  // Before anything is read or counted: another site's page may not sign anyone up.
  const turnedAway = crossSiteOrRateRefusal(request, client, endpoint.originPolicy, TOO_MANY);
  if (turnedAway) return reply(turnedAway.status, { error: turnedAway.error }, turnedAway.headers);

  const posted = await readPostedFields(request, {
    unsupported: "Send application/json or application/x-www-form-urlencoded.",
    tooLarge: `The body is larger than ${MAX_BODY_BYTES} bytes.`,
  });
  if (!posted.ok) return reply(posted.status, { error: posted.error });
  returnPath = sitePath(posted.fields.page) ?? returnPath;

  // Bots fill the field people never see: they are thanked and forgotten.
  if (isHoneypotFilled(posted.fields)) return reply(200, { ok: true });

  const result = validateSignup(posted.fields);
  if (!result.ok) return reply(400, { error: result.error, field: result.field });

  const signup = {
    ...result.signup,
    page: result.signup.page ?? sameSitePath(request.headers.get("referer"), request.url),
  };
  const options = {
    at: now,
    mail: endpoint.mail,
    nowMs: endpoint.clockMs(),
    from: client.address,
  };
  // A locked database or a full disk passes: the visitor is told when to come back.
  const stored = await storeWhenFree(() => endpoint.store.record(signup, options), {
    withinMs: endpoint.writeWaitMs,
    service: "Mailing list",
    what: "a sign-up",
    unavailable: UNAVAILABLE,
    failed: "The sign-up could not be stored. Please try again.",
  });
  if (!stored.ok) return reply(stored.status, { error: stored.error }, stored.headers);
  endpoint.afterCommit();
  // The dialog adds a line saying a confirmation mail is on its way, only when one is.
  const { confirmationMailed } = stored.value;
  return reply(200, confirmationMailed ? { ok: true, confirmationMailed } : { ok: true });
}

function outcomeOf(status: number, body: object): SignupOutcome {
  if (status !== 200) return "failed";
  return "confirmationMailed" in body ? "mailed" : "ok";
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A 303 to `path` on the site (an absolute URL built from SITE_URL), with the outcome shown. */
function backToPage(siteUrl: string, path: string, outcome: SignupOutcome): Response {
  const location = new URL(mailingListLink(path, outcome), `${siteUrl}/`);
  return new Response(null, {
    status: 303,
    headers: { Location: location.href, "Cache-Control": "no-store" },
  });
}

/** The path of a Referer on the same site as the request, else null. */
function sameSitePath(referer: string | null, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(requestUrl).origin) return null;
    return sitePath(url.pathname + url.search);
  } catch {
    return null;
  }
}
