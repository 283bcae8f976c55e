// POST /api/vitals: web vitals beacons (a resource route, no screen).
import type { Route } from "./+types/api-vitals";
import { handleVitals } from "../features/web-vitals/endpoint.server.ts";
import { vitalsEndpoint } from "../features/web-vitals/web-vitals.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return handleVitals(request, vitalsEndpoint);
}

export function action({ request }: Route.ActionArgs) {
  return handleVitals(request, vitalsEndpoint);
}
