// POST /api/front-email: the mailing-list sign-up (a resource route, no screen).
import type { Route } from "./+types/api-front-email";
import { handleSignup, refusalAnswer } from "../features/mailing-list/endpoint.server.ts";
import { METHOD_NOT_ALLOWED } from "../http/endpoint-guard.ts";
import { requestClientContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader() {
  return refusalAnswer(METHOD_NOT_ALLOWED);
}

export function action({ request, context }: Route.ActionArgs) {
  const site = siteOf(context);
  // Dated by the real clock: GALLERY_NOW freezes what the site shows, never when people joined.
  const facts = { now: new Date(site.clock.realMs()), client: context.get(requestClientContext) };
  return handleSignup(request, facts, site.signups);
}
