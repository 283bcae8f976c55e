import { Link } from "react-router";
import type { Route } from "./+types/home";
import { events } from "../content/events.ts";
import { shows } from "../content/shows.ts";
import { nowContext } from "../runtime/context.ts";
import { HOME_EVENT_LIMIT, eventId, eventWhen, nextEvents } from "../domain/events.ts";
import { homeHeading } from "../domain/home-heading.ts";
import { openNowTimeline } from "../domain/open-now.ts";
import { stripTags } from "../domain/html.ts";
import { currentShow } from "../domain/shows.ts";
import { CurrentShow } from "../components/current-show.tsx";
import { EventCard } from "../components/event-card.tsx";
import { GalleryLinks } from "../components/gallery-links.tsx";
import { Hours } from "../components/hours.tsx";
import { eventCalendarPath } from "../features/calendar/event-entry.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { revalidateUnlessOnlyPictureChanged } from "../features/picture-viewer/picture-param.ts";
import { siteOf } from "../runtime/site.server.ts";
import { publicRota } from "../features/desk/public-rota.server.ts";
import styles from "./home.module.css";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      description:
        "The Front is an artist-run cooperative gallery at 6 Barre St, Montpelier, Vermont: the current exhibition, upcoming events and visiting hours.",
      path: "/",
      image: loaderData?.show?.featured.src,
      imageAlt: loaderData?.show?.featured.alt,
      unsatDays: loaderData?.unsatDates,
    },
    { matches },
  );
}

// The picture viewer's ?picture= is not the loader's business (features/picture-viewer).
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ context }: Route.LoaderArgs) {
  const now = context.get(nowContext);
  const show = currentShow(shows, now);
  const { pictures, database } = siteOf(context);
  const { rota, gaps } = publicRota(database, now);
  return {
    heading: show ? homeHeading(show, now) : null,
    openNow: openNowTimeline(events, now, rota),
    // The structured data's hours mark them closed, as /visit lists them (issue 33).
    unsatDates: gaps.map((slot) => slot.date),
    show: show
      ? {
          name: show.name,
          displayName: show.displayName,
          superDisplayName: show.superDisplayName,
          descriptionBold: show.descriptionBold,
          featured: pictures.picture(
            "shows",
            show.featuredImage.src,
            stripTags(show.featuredImage.text ?? show.displayName),
          ),
        }
      : null,
    events: nextEvents(events, now, HOME_EVENT_LIMIT).map((event) => ({
      id: eventId(event),
      calendarHref: eventCalendarPath(event),
      title: event.title,
      when: eventWhen(event),
      summary: stripTags(event.description[0] ?? ""),
      picture: pictures.eventPicture(event),
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heading, show, openNow, events: upcoming } = loaderData;
  return (
    <div className="page">
      {show && heading ? <CurrentShow heading={heading} show={show} /> : null}
      <div className={styles.visit}>
        <GalleryLinks />
        <Hours openNow={openNow} />
      </div>
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events">Upcoming Events</h2>
        {upcoming.length === 0 ? (
          <p>New events are announced every month. Check back soon.</p>
        ) : null}
        <ul className={styles.events}>
          {upcoming.map(({ summary, ...card }) => (
            <li key={card.id}>
              <EventCard {...card}>
                <p>{summary}</p>
              </EventCard>
            </li>
          ))}
        </ul>
        <Link to="/events" className="button">
          View All Events
        </Link>
      </section>
    </div>
  );
}
