// /events/{id}.ics: one event's calendar file (every event card's "Add to calendar" link).
import type { Route } from "./+types/event-ics";
import { events } from "../content/events.ts";
import { gallery } from "../content/gallery.ts";
import { findEventById } from "../domain/events.ts";
import { nowContext } from "../runtime/context.ts";
import { calendarEntry, calendarResponse } from "../features/calendar/event-entry.ts";
import { calendarFile } from "../features/calendar/ics.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ params, context }: Route.LoaderArgs) {
  const id = /^(.+)\.ics$/.exec(params.file)?.[1];
  const event = id ? findEventById(events, id) : null;
  if (!id || !event) {
    return new Response("No such event.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const body = calendarFile([calendarEntry(event, siteOf(context).siteUrl)], {
    name: gallery.name,
    now: context.get(nowContext),
  });
  return calendarResponse(body, `${id}.ics`);
}
