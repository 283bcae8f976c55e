// /admin/status: what became of members' Publishes, from the updater's log
// (app/features/publishes/). Read at each request, never from a page copy; the server's own
// reasons only for a member signed in at the desk (decision 025).
import type { Route } from "./+types/admin-status";
import { readPublishLog } from "../features/publishes/publish-log-file.server.ts";
import { statusOf } from "../features/publishes/publish-status.ts";
import { memberAtDesk } from "../features/desk/session.server.ts";
import { statusPage } from "../features/publishes/status-page.ts";
import { cspNonceContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const reading = await readPublishLog(site.config.PUBLISH_LOG);
  const reader = (await memberAtDesk(request, site.desk.runtime)) ? "member" : "anyone";
  return statusPage(
    statusOf(reading, new Date(site.clock.realMs()), reader),
    context.get(cspNonceContext),
  );
}
