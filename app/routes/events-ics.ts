// /events.ics: every event as one calendar that calendar apps subscribe to (the Events page's
// "Subscribe" link, webcal:).
import type { Route } from "./+types/events-ics";
import { events } from "../content/events.ts";
import { gallery } from "../content/gallery.ts";
import { nowContext } from "../runtime/context.ts";
import { calendarEntry, calendarResponse } from "../features/calendar/event-entry.ts";
import { calendarFile } from "../features/calendar/ics.ts";
import { siteOf } from "../runtime/site.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = siteOf(context);
  const body = calendarFile(
    events.map((event) => calendarEntry(event, siteUrl)),
    { name: `${gallery.name}: events`, now: context.get(nowContext) },
  );
  return calendarResponse(body, "the-front-events.ics");
}
