// POST /api/front-email: the mailing-list sign-up (a resource route, no screen).
import type { Route } from "./+types/api-front-email";
import { handleSignup, refusalAnswer } from "../features/mailing-list/endpoint.server.ts";
import { preflightAnswer } from "../http/cross-site.ts";
import { METHOD_NOT_ALLOWED } from "../http/endpoint-guard.ts";
import { requestClientContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

// GET and HEAD are refused; OPTIONS (a browser's CORS preflight) is answered.
export function loader({ request, context }: Route.LoaderArgs) {
  if (request.method === "OPTIONS")
    return preflightAnswer(request, siteOf(context).signups.originPolicy);
  return refusalAnswer(METHOD_NOT_ALLOWED);
}

export function action({ request, context }: Route.ActionArgs) {
  const site = siteOf(context);
  // Dated by the real clock: GALLERY_NOW freezes what the site shows, never when people joined.
  const facts = { now: new Date(site.clock.realMs()), client: context.get(requestClientContext) };
  return handleSignup(request, facts, site.signups);
}
