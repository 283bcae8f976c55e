// /news/feed.xml: the announcements sent to the mailing list, as an Atom feed (issue 32).
import type { Route } from "./+types/news-feed-xml";
import { newsFeed } from "../features/announcements/news-feed.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const items = site.announcements.store.published(50).flatMap((item) =>
    item.slug && item.sendStartedAtMs !== null
      ? [
          {
            slug: item.slug,
            subject: item.subject,
            body: item.body,
            sentAtMs: item.sendStartedAtMs,
          },
        ]
      : [],
  );
  return new Response(newsFeed(site.siteUrl, items), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
