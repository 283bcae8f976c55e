// /news/<slug>: one announcement as it was sent to the mailing list (issue 32), the page each
// copy's "View in a browser" opens. An unknown name goes to /news.
import { redirect } from "react-router";
import type { Route } from "./+types/news-item";
import { formatInstant } from "../domain/gallery-time.ts";
import { paragraphsOf } from "../features/announcements/announcement-mail.ts";
import { NEWS_PATH, newsPath } from "../features/announcements/announce-paths.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: loaderData?.subject ?? "News",
      description: loaderData?.paragraphs[0] ?? "News from the Front.",
      path: loaderData ? newsPath(loaderData.slug) : NEWS_PATH,
      image: loaderData?.picture?.src,
      imageAlt: loaderData?.picture?.alt,
    },
    { matches },
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const found = site.announcements.store.bySlug(params.name);
  if (!found?.slug || found.sendStartedAtMs === null) throw redirect(NEWS_PATH);
  return {
    slug: found.slug,
    subject: found.subject,
    sent: formatInstant(new Date(found.sendStartedAtMs)),
    paragraphs: paragraphsOf(found.body),
    picture: found.pictureSrc ? { src: found.pictureSrc, alt: found.pictureAlt ?? "" } : null,
    link: found.linkPath,
  };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { subject, sent, paragraphs, picture, link } = loaderData;
  return (
    <article className="page">
      <h1>{subject}</h1>
      <p>{sent}</p>
      {picture ? (
        <img
          src={picture.src}
          alt={picture.alt}
          width={1200}
          height={630}
          style={{ width: "100%", height: "auto" }}
        />
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {link ? (
        <p>
          <a href={link}>More</a>
        </p>
      ) : null}
      <p>
        <a href={NEWS_PATH}>All news</a>
      </p>
    </article>
  );
}
