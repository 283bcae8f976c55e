// What a new announcement can start from (issue 32): the current show, each upcoming event, or
// nothing. The subject, the text and the picture are filled in from the entry, to be edited at
// the desk. Pure: `now` and the pictures' addresses are passed in.
import type { GalleryEvent, ImageKind, Show } from "../../content/schema.ts";
import { eventId, eventWhen, splitEvents } from "../../domain/events.ts";
import { formatWeekdayMonthDay } from "../../domain/gallery-time.ts";
import { stripTags } from "../../domain/html.ts";
import { currentShow } from "../../domain/shows.ts";
import type { AnnouncementDraft } from "./announcement-store.server.ts";

export interface DraftSource {
  /** "show:<name>", "event:<id>" or "blank": what the desk's form posts. */
  key: string;
  /** How the desk's choice names it. */
  label: string;
  draft: AnnouncementDraft;
}

/** A picture's address for a mail: the 1200x630 card where the build cut one. */
export type PictureSrc = (kind: ImageKind, file: string) => string;

/** Upcoming events offered besides the current show. */
const EVENTS_OFFERED = 5;

export const BLANK_SOURCE = "blank";

export function draftSources(
  shows: readonly Show[],
  events: readonly GalleryEvent[],
  now: Date,
  pictureSrc: PictureSrc,
): DraftSource[] {
  const show = currentShow(shows, now);
  const upcoming = splitEvents(events, now).upcoming.slice(0, EVENTS_OFFERED);
  return [
    ...(show ? [showSource(show, pictureSrc)] : []),
    ...upcoming.map((event) => eventSource(event, pictureSrc)),
    {
      key: BLANK_SOURCE,
      label: "A blank announcement",
      draft: {
        subject: "",
        body: "",
        source: null,
        pictureSrc: null,
        pictureAlt: null,
        linkPath: null,
      },
    },
  ];
}

function showSource(show: Show, pictureSrc: PictureSrc): DraftSource {
  const dates = show.endDate
    ? `On view ${formatWeekdayMonthDay(show.startDate)} to ${formatWeekdayMonthDay(show.endDate)}.`
    : `Opens ${formatWeekdayMonthDay(show.startDate)}.`;
  const byline = show.superDisplayName ? `${show.superDisplayName}: ` : "";
  return {
    key: `show:${show.name}`,
    label: `The current show: ${show.displayName}`,
    draft: {
      subject: `${byline}${show.displayName}`,
      body: [dates, ...(show.descriptionBold ?? []), ...show.description]
        .map(stripTags)
        .filter((paragraph) => paragraph !== "")
        .join("\n\n"),
      source: `show:${show.name}`,
      pictureSrc: pictureSrc("shows", show.featuredImage.src),
      pictureAlt: stripTags(show.featuredImage.text ?? show.displayName),
      linkPath: `/shows/${encodeURIComponent(show.name)}`,
    },
  };
}

function eventSource(event: GalleryEvent, pictureSrc: PictureSrc): DraftSource {
  const when = eventWhen(event).text;
  return {
    key: `event:${eventId(event)}`,
    label: `${event.title}, ${when}`,
    draft: {
      subject: event.title,
      body: [when, ...event.description.map(stripTags)]
        .filter((paragraph) => paragraph !== "")
        .join("\n\n"),
      source: `event:${eventId(event)}`,
      pictureSrc: pictureSrc(event.image.directory ?? "events", event.image.src),
      pictureAlt: stripTags(event.image.text ?? event.title),
      linkPath: "/events",
    },
  };
}
