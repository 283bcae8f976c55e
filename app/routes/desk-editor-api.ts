// /desk/editor/api: the desk editor's backend (features/content-commits/editor-api.server.ts).
// Same-origin posts from a signed-in member only; anything else is told why.
import type { Route } from "./+types/desk-editor-api";
import { answerEditorRequest } from "../features/content-commits/editor-api.server.ts";
import { writeAudit } from "../features/desk/audit.server.ts";
import { requireMember } from "../features/desk/session.server.ts";
import { crossSiteRefusal } from "../http/cross-site.ts";
import { siteOf } from "../runtime/site.server.ts";

const refused = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function loader() {
  return refused(405, "Use POST.", { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return refused(405, "Use POST.", { Allow: "POST" });
  const site = siteOf(context);
  // Only the site's own pages: the member's cookie must not publish for another site's page.
  const crossSite = crossSiteRefusal(request, { allowedOrigins: [] });
  if (crossSite) return refused(403, crossSite);
  const member = await requireMember(request, site.desk.runtime);
  if (!site.contentRepository) {
    return refused(503, "Publishing from the desk is not set up: CONTENT_REMOTE is not set.");
  }
  // Every change is in the desk's audit log too, beside the commit's author.
  return answerEditorRequest(request, site.contentRepository, member, (commit, paths) => {
    writeAudit(site.database, {
      atMs: site.clock.now().getTime(),
      actor: member.email,
      action: "publish",
      detail: `${commit ? commit.slice(0, 7) : "no change"}: ${paths.join(", ")}`,
    });
  });
}
