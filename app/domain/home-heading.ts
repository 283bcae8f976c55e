import { gallery } from "../content/gallery.ts";
import type { Show } from "../content/schema.ts";
import { formatWeekdayMonthDay, galleryCalendarDate } from "./gallery-time.ts";

/**
 * product §4.2 Home: "Currently on view at the Front: " once the show's start date has come
 * (judged on the gallery's calendar), otherwise "Opening {weekday, month day}:".
 */
export function homeHeading(show: Show, now: Date): string {
  if (show.startDate <= galleryCalendarDate(now)) {
    return `Currently on view at ${gallery.nameInSentence}: `;
  }
  return `Opening ${formatWeekdayMonthDay(show.startDate)}:`;
}
