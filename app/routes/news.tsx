// /news: every announcement sent to the mailing list (issue 32), newest first. In the top bar
// once there is one.
import type { Route } from "./+types/news";
import { formatInstant } from "../domain/gallery-time.ts";
import { NEWS_FEED_PATH, newsPath } from "../features/announcements/announce-paths.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "News",
        description:
          "What the Front, an artist-run gallery in Montpelier, Vermont, wrote to its mailing list.",
        path: "/news",
      },
      { matches },
    ),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", href: NEWS_FEED_PATH },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    items: siteOf(context)
      .announcements.store.published()
      .flatMap((item) =>
        item.slug && item.sendStartedAtMs !== null
          ? [
              {
                path: newsPath(item.slug),
                subject: item.subject,
                sent: formatInstant(new Date(item.sendStartedAtMs)),
              },
            ]
          : [],
      ),
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="page">
      <h1>News</h1>
      {items.length === 0 ? <p>Nothing yet: join the mailing list to hear first.</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <a href={item.path}>{item.subject}</a> <span>{item.sent}</span>
          </li>
        ))}
      </ul>
      <p>
        <a href={NEWS_FEED_PATH}>The feed (Atom)</a>
      </p>
    </div>
  );
}
