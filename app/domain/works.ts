// The rules about works (issue 23), pure: a work's address, how its price and its red dot read,
// and an artist's works across shows, the ones for sale first.
import { gallery } from "../content/gallery.ts";
import type { Availability, Show, Work, WorkPrice } from "../content/schema.ts";

/** A work's own address: shareable, printable, what a wall label's QR code opens. */
export function workPath(showName: string, workId: string): string {
  return `/shows/${showName}/works/${workId}`;
}

export function findWork(
  shows: readonly Show[],
  showName: string,
  workId: string,
): { show: Show; work: Work } | null {
  const show = shows.find((candidate) => candidate.name === showName);
  const work = show?.works?.find((candidate) => candidate.id === workId);
  return show && work ? { show, work } : null;
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,200", "Price on request" or "Not for sale". */
export function priceText(price: WorkPrice): string {
  if (typeof price === "number") return dollars.format(price);
  return price === "on request" ? "Price on request" : "Not for sale";
}

/** The red dot's words: a sold work says "Sold", never by colour alone. */
export function availabilityText(availability: Availability): string {
  return { available: "Available", reserved: "Reserved", sold: "Sold" }[availability];
}

/** What a checklist's row says of a work, in words, and where it leads. */
/** What every list of works says of one: the checklist, the ask page, the price list, a label. */
export interface WorkFacts {
  title: string;
  year: number;
  medium: string;
  dimensions: string;
  /** As priceText says it. */
  price: string;
  availability: Availability;
}

export function workFacts({
  title,
  year,
  medium,
  dimensions,
  price,
  availability,
}: Work): WorkFacts {
  return { title, year, medium, dimensions, price: priceText(price), availability };
}

/** The red dot's words for a work that is sold or reserved; null while it is available. */
export function markedText(availability: Availability): string | null {
  return availability === "available" ? null : availabilityText(availability);
}

export interface WorkListing extends WorkFacts {
  /** The work's own address. */
  path: string;
}

export function workListing(showName: string, work: Work): WorkListing {
  return { path: workPath(showName, work.id), ...workFacts(work) };
}

/**
 * What the work's picture shows, for people who cannot see it: the artist's description, or,
 * where they have not written one, its title and medium.
 */
export function workAlt(work: Work): string {
  return work.description ?? `${work.title}, ${work.medium}`;
}

/**
 * A work's page in one sentence, for search results and link previews: "Signal by Priya
 * Castellanos, 2024: neon and found steel, 72 x 30 x 30 in. $6,800, sold. In Signal and Relay
 * at the Front."
 */
export function workSummary(work: Work, artistName: string, showDisplayName: string): string {
  const made = `${work.title} by ${artistName}, ${work.year}: ${work.medium}, ${work.dimensions}.`;
  const sale =
    work.availability === "available"
      ? priceText(work.price)
      : `${priceText(work.price)}, ${availabilityText(work.availability).toLowerCase()}`;
  return `${made} ${sale}. In ${showDisplayName} at ${gallery.nameInSentence}.`;
}

/** Whether a visitor may still buy it (a held work is not for sale to others). */
export function isForSale(work: Work): boolean {
  return work.availability === "available" && work.price !== "not for sale";
}

export interface ShownWork {
  show: Show;
  work: Work;
}

/**
 * An artist's works across the shows: those for sale first, then the rest; within each, the
 * newest show first, in the show's own order.
 */
export function worksOfArtist(shows: readonly Show[], paramName: string): ShownWork[] {
  const found = [...shows]
    .sort((a, b) => b.number - a.number)
    .flatMap((show) =>
      (show.works ?? [])
        .filter((work) => work.artist === paramName)
        .map((work) => ({ show, work })),
    );
  return [
    ...found.filter(({ work }) => isForSale(work)),
    ...found.filter(({ work }) => !isForSale(work)),
  ];
}
