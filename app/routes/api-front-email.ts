// POST /api/front-email: the mailing-list sign-up (a resource route, no screen).
import type { Route } from "./+types/api-front-email";
import { nowContext } from "../runtime/context.ts";
import { signupEndpoint } from "../features/mailing-list/mailing-list.server.ts";
import { handleSignup, methodNotAllowed } from "../features/mailing-list/endpoint.server.ts";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSignup(request, context.get(nowContext), signupEndpoint);
}
