// POST /api/vitals: web vitals beacons (a resource route, no screen).
import type { Route } from "./+types/api-vitals";
import { handleVitals } from "../features/web-vitals/endpoint.server.ts";
import { requestClientContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleVitals(request, context.get(requestClientContext), siteOf(context).webVitals);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleVitals(request, context.get(requestClientContext), siteOf(context).webVitals);
}
