// What the public pages read of the rota (issue 33): nothing while it is off; while it is on,
// the days a member sits, for "open now" (domain/open-now.ts), and the opening days nobody sits
// yet, for /visit. Reads only: a page render never writes.
import type { DatabaseSync } from "node:sqlite";
import { addCalendarDays, galleryCalendarDate } from "../../domain/gallery-time.ts";
import type { RotaInput } from "../../domain/open-now.ts";
import { GALLERY_HOURS, PUBLIC_GAP_DAYS, type RotaSlot, upcomingGaps } from "../../domain/rota.ts";
import { rotaIsOn, sittersBetween } from "./rota-store.server.ts";

/** Far enough ahead for the longest "open now" timeline a page carries (to the next reception). */
const READ_AHEAD_DAYS = 62;

export interface PublicRota {
  rota: RotaInput | null;
  /** The opening days of the next two weeks nobody sits yet (none while the rota is off). */
  gaps: RotaSlot[];
}

export function publicRota(db: DatabaseSync, now: Date): PublicRota {
  if (!rotaIsOn(db)) return { rota: null, gaps: [] };
  const today = galleryCalendarDate(now);
  const satDays = new Set(
    sittersBetween(db, today, addCalendarDays(today, READ_AHEAD_DAYS)).map((s) => s.date),
  );
  return { rota: { satDays }, gaps: upcomingGaps(GALLERY_HOURS, satDays, now, PUBLIC_GAP_DAYS) };
}
