// /desk/rota/TOKEN.ics: a member's own calendar of the days they sit (issue 33), for their
// phone's calendar to subscribe to. The token is the key: a revoked one finds nothing. Private:
// never kept by a shared cache.
import type { Route } from "./+types/desk-rota-ics";
import { fullAddress, gallery } from "../content/gallery.ts";
import { calendarFile } from "../features/calendar/ics.ts";
import { DESK_PATHS } from "../features/desk/desk-paths.ts";
import { addCalendarDays, galleryCalendarDate } from "../domain/gallery-time.ts";
import { GALLERY_HOURS, slotInstants, slotOn } from "../domain/rota.ts";
import { calendarOwner, ownSlotDates } from "../features/desk/rota-store.server.ts";
import { tokenOfCalendarFile } from "../features/desk/rota-paths.ts";
import { nowContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

/** The days already sat stay in the calendar a while, as a record. */
const PAST_DAYS = 30;

export function loader({ params, context }: Route.LoaderArgs) {
  const { database, siteUrl } = siteOf(context);
  const token = tokenOfCalendarFile(params.file);
  const owner = token ? calendarOwner(database, token) : null;
  if (!owner) {
    throw new Response("No calendar at this address: it may have been replaced at the desk.", {
      status: 404,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const now = context.get(nowContext);
  const since = addCalendarDays(galleryCalendarDate(now), -PAST_DAYS);
  const entries = ownSlotDates(database, owner.memberId, since).flatMap((date) => {
    const slot = slotOn(GALLERY_HOURS, date);
    if (!slot) return [];
    const { opens, closes } = slotInstants(slot);
    return [
      {
        uid: `rota-${date}-${owner.memberId}@${new URL(siteUrl).hostname}`,
        start: opens,
        end: closes,
        summary: "Sitting the Front",
        description: "You signed up at the desk to sit the gallery.",
        location: fullAddress(),
        url: new URL(DESK_PATHS.desk, `${siteUrl}/`).href,
      },
    ];
  });
  const body = calendarFile(entries, { name: `${gallery.name}: my days sitting`, now });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="the-front-my-days.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
