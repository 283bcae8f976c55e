import type { Route } from "./+types/events";
import { events } from "../content/events.ts";
import { nowContext } from "../runtime/context.ts";
import { EVENTS_PAGE_SIZE, eventId, eventWhen, splitEvents } from "../domain/events.ts";
import { pageState, pagingHrefs } from "../domain/paging.ts";
import { EVENTS_QUERY } from "../domain/site-pages.ts";
import {
  EVENTS_FEED_PATH,
  eventCalendarPath,
  webcalUrl,
} from "../features/calendar/event-entry.ts";
import { galleryEvent } from "../features/seo/structured-data.ts";
import type { GalleryEvent } from "../content/schema.ts";
import type { Pictures } from "../features/pictures/pictures.server.ts";
import { EventList } from "../components/event-list.tsx";
import { CalendarIcon } from "../components/icons.tsx";
import { absoluteUrl, pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";
import styles from "./events.module.css";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Events",
      description:
        "Opening receptions on the first Friday of every month, artist talks, poetry readings and celebrations at the Front in Montpelier, Vermont.",
      path: "/events",
      image: loaderData?.upcoming.events[0]?.picture.src,
      imageAlt: loaderData?.upcoming.events[0]?.picture.alt,
      structuredData: loaderData?.structuredData ?? [],
    },
    { matches },
  );
}

function pagedList(list: readonly GalleryEvent[], url: URL, key: string, pictures: Pictures) {
  const state = pageState(url.searchParams.get(key), EVENTS_PAGE_SIZE, list.length);
  return {
    events: list.slice(0, state.shown).map((event) => ({
      id: eventId(event),
      calendarHref: eventCalendarPath(event),
      title: event.title,
      when: eventWhen(event),
      paragraphs: event.description,
      picture: pictures.eventPicture(event),
      link: event.link,
    })),
    paging: pagingHrefs(url.search, key, state),
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { upcoming, past } = splitEvents(events, context.get(nowContext));
  const url = new URL(request.url);
  const { pictures, siteUrl } = siteOf(context);
  return {
    upcoming: pagedList(upcoming, url, EVENTS_QUERY.upcoming, pictures),
    past: pagedList(past, url, EVENTS_QUERY.past, pictures),
    feed: { subscribe: webcalUrl(siteUrl, EVENTS_FEED_PATH), download: EVENTS_FEED_PATH },
    // Search engines are told of every event still to come (past ones are of no use to them).
    structuredData: upcoming.map((event) =>
      galleryEvent({
        event,
        siteUrl,
        image: absoluteUrl(siteUrl, pictures.eventPicture(event).src),
        calendar: absoluteUrl(siteUrl, eventCalendarPath(event)),
      }),
    ),
  };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, feed } = loaderData;
  return (
    <div className="page">
      <h1>Events</h1>
      <p className={styles.intro}>
        The Front holds an opening reception on the first Friday of every month. Other events, such
        as artist talks, poetry readings and celebrations, are listed below.
      </p>
      <p className={styles.subscribe}>
        <a href={feed.subscribe} className="button button-quiet">
          <CalendarIcon />
          Subscribe
          <span className="visually-hidden"> to the Front's events in your calendar app</span>
        </a>
        <span className={styles.feedNote}>
          Every event in your calendar app, kept up to date (or{" "}
          <a href={feed.download}>download the calendar file</a>).
        </span>
      </p>
      <EventList
        heading="Upcoming Events"
        {...upcoming}
        leadsPage
        loadMoreLabel="Load More Upcoming"
        showAllLabel="Show All Upcoming"
        emptyText="New events are announced every month. Check back soon."
      />
      <EventList
        heading="Past Events"
        {...past}
        // Without upcoming events, the first past one is at the top of the page.
        leadsPage={upcoming.events.length === 0}
        loadMoreLabel="Load More Past Events"
        showAllLabel="Show All Past Events"
        emptyText="No past events yet."
      />
    </div>
  );
}
