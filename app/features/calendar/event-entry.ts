// A gallery event as a calendar entry: what its .ics file and the feed say of it.
import { fullAddress, gallery } from "../../content/gallery.ts";
import type { GalleryEvent } from "../../content/schema.ts";
import { eventEnd, eventId } from "../../domain/events.ts";
import { galleryWallTimeToInstant } from "../../domain/gallery-time.ts";
import { stripTags } from "../../domain/html.ts";
import type { CalendarEntry } from "./ics.ts";

/** `/events/{id}.ics`: one event's calendar file. */
export function eventCalendarPath(event: Pick<GalleryEvent, "date" | "title">): string {
  return `/events/${eventId(event)}.ics`;
}

/** `/events.ics`: every event, for calendar apps to subscribe to. */
export const EVENTS_FEED_PATH = "/events.ics";

/** The feed's address for calendar apps: the same address under webcal:. */
export function webcalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`.replace(/^https?:/, "webcal:");
}

/** Where an event is described on the site: its card on the Events page. */
export function eventPageUrl(siteUrl: string, event: Pick<GalleryEvent, "date" | "title">) {
  return `${siteUrl}/events#${eventId(event)}`;
}

export function calendarEntry(event: GalleryEvent, siteUrl: string): CalendarEntry {
  const paragraphs = event.description.map(stripTags).filter(Boolean);
  const { link } = event;
  if (link) {
    const address = link.type === "internal" ? new URL(link.url, `${siteUrl}/`).href : link.url;
    paragraphs.push(`${link.text}: ${address}`);
  }
  return {
    // Stable across rebuilds and hosts' ports: the event's id at the site's host name.
    uid: `${eventId(event)}@${new URL(siteUrl).hostname}`,
    start: galleryWallTimeToInstant(event.date),
    end: eventEnd(event),
    summary: event.title,
    description: paragraphs.join("\n\n"),
    location: `${gallery.name}, ${fullAddress()}`,
    geo: gallery.geo,
    url: eventPageUrl(siteUrl, event),
  };
}

/** The HTTP answer for a calendar file. */
export function calendarResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
