// What the price list and a wall label say of a work, from the same content as the show page.
// Pure.
import type { Artist, Show, Work } from "../../content/schema.ts";
import { gallery } from "../../content/gallery.ts";
import { workArtistName } from "../../content/works.ts";
import { type WorkFacts, markedText, workFacts, workPath } from "../../domain/works.ts";

export interface PrintedWork extends WorkFacts {
  id: string;
  /** Its place in the show's checklist, from 1: the price list and the label agree. */
  number: number;
  artist: string;
  /** "Sold" or "Reserved" (with the red dot); null while it is available. */
  marked: string | null;
  /** The work's own address, absolute: what a label's QR code opens. */
  url: string;
}

export function printedWorksOf(
  show: Show,
  artists: readonly Artist[],
  siteUrl: string,
): PrintedWork[] {
  return (show.works ?? []).map((work: Work, index) => ({
    id: work.id,
    number: index + 1,
    artist: workArtistName(work, artists),
    ...workFacts(work),
    marked: markedText(work.availability),
    url: new URL(workPath(show.name, work.id), `${siteUrl}/`).href,
  }));
}

const printedDate = new Intl.DateTimeFormat("en-US", {
  timeZone: gallery.timeZone,
  dateStyle: "long",
});

/** "July 15, 2025": the day in Montpelier a sheet was printed, which its prices are as of. */
export function printedOn(now: Date): string {
  return printedDate.format(now);
}
