// The rota's two mails (issue 33), pure: a sitter's reminder about two days before their day,
// and the desk list's word that a day within three days has nobody sitting it.
import { gallery } from "../../content/gallery.ts";
import { formatWeekdayMonthDay } from "../../domain/gallery-time.ts";
import { GALLERY_HOURS, slotHoursText, slotOn } from "../../domain/rota.ts";
import type { OutgoingMail } from "../../mail/message.ts";

export interface QueuedRotaMail {
  kind: "reminder" | "gap";
  /** The slot's day, "YYYY-MM-DD". */
  date: string;
  email: string;
  name: string;
}

/** "Saturday, July 19, 11 AM-5 PM" */
function slotWords(date: string): string {
  const slot = slotOn(GALLERY_HOURS, date);
  const hours = slot ? `, ${slotHoursText(slot)}` : "";
  return `${formatWeekdayMonthDay(date)}${hours}`;
}

export function rotaMail(queued: QueuedRotaMail, inbox: string, deskUrl: string): OutgoingMail {
  const day = slotWords(queued.date);
  const greeting = queued.name ? `Hello ${queued.name},` : "Hello,";
  if (queued.kind === "reminder") {
    return {
      from: inbox,
      to: queued.email,
      subject: `You sit ${gallery.nameInSentence} on ${day}`,
      text: [
        greeting,
        "",
        `A reminder: you signed up at the desk to sit the gallery on ${day}.`,
        "",
        "If you cannot, give the day back at the desk, so that another member can take it",
        "and the website tells visitors the gallery may be closed until then:",
        `${deskUrl}#slot-${queued.date}`,
      ].join("\n"),
    };
  }
  return {
    from: inbox,
    to: queued.email,
    subject: `Nobody sits ${gallery.nameInSentence} on ${day} yet`,
    text: [
      greeting,
      "",
      `No member has signed up to sit the gallery on ${day}. Until someone does, the`,
      "website tells visitors that the gallery may be closed then, and to call ahead.",
      "",
      `One tap at the desk takes the day: ${deskUrl}#slot-${queued.date}`,
      "",
      "Every member on the desk's list gets this once for each day nobody sits.",
    ].join("\n"),
  };
}
