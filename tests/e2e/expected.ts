// What the screens should show at each e2e server's frozen instant (tests/e2e/clock.ts), written
// out by hand from the built-in content and the product's rules: which show is current, which
// events are upcoming or past and in what order, how dates read. The specs compare the pages to
// these literals, never to the output of the rules they test (docs/decisions/015). When the
// built-in content around an instant changes, these change with it.
import type { GalleryEvent, Show } from "../../app/content/schema.ts";
import { loadContent } from "../../scripts/content/load-content.ts";

const content = await loadContent();

/** The content entry a literal names: its fields (texts, pictures) are content, not rules. */
export function showNamed(name: string): Show {
  const show = content.shows.find((candidate) => candidate.name === name);
  if (!show)
    throw new Error(`tests/e2e/expected.ts names a show that is not in the content: ${name}`);
  return show;
}

export function eventTitled(title: string): GalleryEvent {
  const event = content.events.find((candidate) => candidate.title === title);
  if (!event) throw new Error(`tests/e2e/expected.ts names an event not in the content: ${title}`);
  return event;
}

/** An event as its card reads: title, long date and time in Montpelier, and the ISO instant. */
export interface ExpectedEvent {
  title: string;
  when: string;
  dateTime: string;
}

/** product §8.1 page sizes, as the product states them. */
export const EVENTS_PAGE = 5;
export const SHOWS_PAGE = 8;
export const HOME_EVENTS = 3;

/** Mid-July 2025 (E2E_NOW): Signal and Relay (67.1, July 4-31) is on view. */
export const atNow = {
  show: "signal-and-relay",
  heading: "Currently on view at the Front: ",
  upcomingCount: 11,
  /** The first page of upcoming events, soonest first. */
  upcoming: [
    {
      title: "Poetry Reading: Night Writing",
      when: "Friday, July 18, 2025 at 7:00 PM",
      dateTime: "2025-07-18T23:00:00.000Z",
    },
    {
      title: "Opening Reception: Hand and Eye",
      when: "Friday, August 1, 2025 at 4:00 PM",
      dateTime: "2025-08-01T20:00:00.000Z",
    },
    {
      title: "Workshop: Drawing from Life",
      when: "Saturday, August 16, 2025 at 10:00 AM",
      dateTime: "2025-08-16T14:00:00.000Z",
    },
    {
      title: "Opening Reception: Mending Map",
      when: "Friday, September 5, 2025 at 4:00 PM",
      dateTime: "2025-09-05T20:00:00.000Z",
    },
    {
      title: "Artist Talk: Lucia Ferreira",
      when: "Saturday, September 13, 2025 at 2:00 PM",
      dateTime: "2025-09-13T18:00:00.000Z",
    },
  ] satisfies ExpectedEvent[],
  /** An upcoming event in standard time (EST, five hours behind UTC). */
  winterEvent: {
    title: "Opening Reception: Granite Sheds",
    when: "Friday, November 7, 2025 at 4:00 PM",
    dateTime: "2025-11-07T21:00:00.000Z",
  } satisfies ExpectedEvent,
  pastCount: 61,
  /** The first page of past events, latest first. */
  past: [
    {
      title: "Artist Talk: Priya Castellanos",
      when: "Saturday, July 12, 2025 at 2:00 PM",
      dateTime: "2025-07-12T18:00:00.000Z",
    },
    {
      title: "Opening Reception: Signal and Relay",
      when: "Friday, July 4, 2025 at 4:00 PM",
      dateTime: "2025-07-04T20:00:00.000Z",
    },
    {
      title: "Ten Years of the Front: Anniversary Party",
      when: "Saturday, June 14, 2025 at 5:00 PM",
      dateTime: "2025-06-14T21:00:00.000Z",
    },
    {
      title: "Anniversary Reception: Ten Years on Barre Street",
      when: "Friday, June 6, 2025 at 4:00 PM",
      dateTime: "2025-06-06T20:00:00.000Z",
    },
    {
      title: "Woodcut Printing Demonstration",
      when: "Saturday, May 17, 2025 at 1:00 PM",
      dateTime: "2025-05-17T17:00:00.000Z",
    },
  ] satisfies ExpectedEvent[],
  pastShowCount: 34,
  /** The first page of the Shows grid, the latest opening first. */
  pastShows: [
    "signal-and-relay",
    "ten-years-on-barre-street",
    "tamarack",
    "common-ground",
    "the-weight-of-water",
    "first-light",
    "stipple",
    "winter-market",
  ],
};

/** January 2015 (E2E_BEFORE_ALL): nothing has opened; the highest-numbered show is next. */
export const atBeforeAll = {
  show: "granite-sheds",
  heading: "Opening Friday, November 7:",
  upcomingCount: 72,
  /** The last of the first two pages of upcoming events. */
  tenthUpcoming: "Opening Reception: Cabin Fever",
};

/** January 2035 (E2E_AFTER_ALL): everything is past; the highest-numbered show is shown. */
export const atAfterAll = {
  show: "granite-sheds",
  heading: "Currently on view at the Front: ",
  pastCount: 72,
  latestPast: "Winter Solstice Open Studio",
  pastShowCount: 38,
  /** The last of the first two pages of the Shows grid. */
  sixteenthPastShow: "fired-woven-carved",
};

/** The path an image of that kind and file is served at (the e2e servers use the site itself). */
export function imagePath(kind: string, file: string): string {
  return `/images/${kind}/${file.split("/").map(encodeURIComponent).join("/")}`;
}
