// Schema.org descriptions of the gallery, its shows, events and artists, for search engines
// (JSON-LD). Pure builders: the caller hands in the site's address and absolute image addresses.
import { fullAddress, gallery } from "../../content/gallery.ts";
import type { Availability, Artist, GalleryEvent, Show, Work } from "../../content/schema.ts";
import { eventEnd } from "../../domain/events.ts";
import { galleryInstantToWallTime, galleryWallTimeToInstant } from "../../domain/gallery-time.ts";
import { stripTags } from "../../domain/html.ts";
import { workPath } from "../../domain/works.ts";

export type StructuredData = { "@context"?: string; "@type": string } & Record<string, unknown>;

const SCHEMA = "https://schema.org";

/** The address every page of the site lives under, without a trailing slash. */
function galleryId(siteUrl: string): string {
  return `${siteUrl}/#gallery`;
}

function postalAddress() {
  const { street, city, region, postalCode, country } = gallery.address;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
}

/** Where shows and events take place: the gallery itself. */
function galleryPlace() {
  return {
    "@type": "Place",
    name: gallery.name,
    address: postalAddress(),
    geo: geoCoordinates(),
  };
}

function geoCoordinates() {
  return {
    "@type": "GeoCoordinates",
    latitude: gallery.geo.latitude,
    longitude: gallery.geo.longitude,
  };
}

/** The gallery's phone number in international form. */
function telephone(): string {
  return `+1-${gallery.phone.dial.slice(0, 3)}-${gallery.phone.dial.slice(3, 6)}-${gallery.phone.dial.slice(6)}`;
}

/**
 * The gallery, with its weekly hours. `unsatDays` are the coming opening days no member has
 * signed up to sit while the desk's rota is on (issue 33): machines are told those days are
 * closed (schema.org has no "may be closed"), so no search result promises an open door the
 * page does not.
 */
export function artGallery(siteUrl: string, unsatDays: readonly string[] = []): StructuredData {
  return {
    "@context": SCHEMA,
    "@type": "ArtGallery",
    "@id": galleryId(siteUrl),
    name: gallery.name,
    description: `An ${gallery.kind} at ${fullAddress()}, founded in ${gallery.foundedYear}.`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    image: `${siteUrl}/logo.svg`,
    email: gallery.email,
    telephone: telephone(),
    foundingDate: String(gallery.foundedYear),
    address: postalAddress(),
    geo: geoCoordinates(),
    openingHoursSpecification: gallery.openingHours.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => `${SCHEMA}/${day}`),
      opens,
      closes,
    })),
    ...(unsatDays.length > 0
      ? {
          specialOpeningHoursSpecification: unsatDays.map((date) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: date,
            validThrough: date,
            opens: "00:00",
            closes: "00:00",
          })),
        }
      : {}),
    sameAs: [gallery.instagram.url],
  };
}

export interface ShowStructuredDataInput {
  show: Show;
  siteUrl: string;
  /** Absolute address of the show's featured image. */
  image: string;
  /** The artist of a solo show, or null when the show has no page of its artist. */
  artist: Pick<Artist, "name" | "paramName"> | null;
}

export function exhibitionEvent({
  show,
  siteUrl,
  image,
  artist,
}: ShowStructuredDataInput): StructuredData {
  const description = show.description.map(stripTags).join(" ");
  return {
    "@context": SCHEMA,
    "@type": "ExhibitionEvent",
    name: show.displayName,
    url: `${siteUrl}/shows/${show.name}`,
    startDate: show.startDate,
    ...(show.endDate ? { endDate: show.endDate } : {}),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    image: [image],
    ...(description ? { description } : {}),
    location: galleryPlace(),
    organizer: { "@type": "ArtGallery", "@id": galleryId(siteUrl), name: gallery.name },
    ...(artist
      ? {
          performer: {
            "@type": "Person",
            name: artist.name,
            url: `${siteUrl}/artists/${artist.paramName}`,
          },
        }
      : {}),
  };
}

export interface EventStructuredDataInput {
  event: GalleryEvent;
  siteUrl: string;
  /** Absolute address of the event's image. */
  image: string;
  /** Absolute address of its calendar file (.ics). */
  calendar: string;
}

export function galleryEvent({
  event,
  siteUrl,
  image,
  calendar,
}: EventStructuredDataInput): StructuredData {
  const description = event.description.map(stripTags).join(" ");
  const link = event.link;
  const url =
    link?.type === "internal" ? new URL(link.url, `${siteUrl}/`).href : `${siteUrl}/events`;
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: event.title,
    startDate: isoWithOffset(event.date),
    endDate: isoWithOffset(galleryInstantToWallTime(eventEnd(event))),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    url,
    image: [image],
    ...(description ? { description } : {}),
    location: galleryPlace(),
    organizer: { "@type": "ArtGallery", "@id": galleryId(siteUrl), name: gallery.name },
    // The event's calendar file, for whoever wants to add it to a calendar.
    subjectOf: { "@type": "DigitalDocument", encodingFormat: "text/calendar", url: calendar },
  };
}

export interface ArtistStructuredDataInput {
  artist: Artist;
  siteUrl: string;
  /** Absolute address of a picture of the artist's work, when there is one. */
  image?: string;
}

export function person({ artist, siteUrl, image }: ArtistStructuredDataInput): StructuredData {
  const description = artist.bio.map(stripTags).join(" ");
  return {
    "@context": SCHEMA,
    "@type": "Person",
    name: artist.name,
    url: `${siteUrl}/artists/${artist.paramName}`,
    sameAs: [artist.website, artist.instagram.link],
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(artist.isNotMember
      ? {}
      : { memberOf: { "@type": "ArtGallery", "@id": galleryId(siteUrl), name: gallery.name } }),
  };
}

export interface WorkStructuredDataInput {
  show: Pick<Show, "name">;
  work: Work;
  siteUrl: string;
  /** Absolute address of the work's picture. */
  image: string;
  /** Who made it, and the address of their page when they have one. */
  creator: { name: string; paramName?: string };
}

/**
 * The red dot for machines: a held work is schema.org's Reserved ("reserved and therefore not
 * available"), not LimitedAvailability, which says it can still be bought.
 */
const OFFER_AVAILABILITY: Record<Availability, string> = {
  available: "InStock",
  reserved: "Reserved",
  sold: "SoldOut",
};

/**
 * A work on its own page (issue 23): a VisualArtwork, offered by the gallery unless it is not for
 * sale; the offer's price in US dollars when the artist gave one, none when it is "on request".
 */
export function visualArtwork({
  show,
  work,
  siteUrl,
  image,
  creator,
}: WorkStructuredDataInput): StructuredData {
  const url = `${siteUrl}${workPath(show.name, work.id)}`;
  return {
    "@context": SCHEMA,
    "@type": "VisualArtwork",
    name: work.title,
    url,
    image,
    ...(work.description ? { description: work.description } : {}),
    creator: {
      "@type": "Person",
      name: creator.name,
      ...(creator.paramName ? { url: `${siteUrl}/artists/${creator.paramName}` } : {}),
    },
    dateCreated: String(work.year),
    artMedium: work.medium,
    size: work.dimensions,
    ...(work.price === "not for sale"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url,
            availability: `${SCHEMA}/${OFFER_AVAILABILITY[work.availability]}`,
            ...(typeof work.price === "number"
              ? { price: String(work.price), priceCurrency: "USD" }
              : {}),
            seller: { "@type": "ArtGallery", "@id": galleryId(siteUrl), name: gallery.name },
          },
        }),
  };
}

/** A Montpelier wall time as an ISO 8601 date-time with the zone's offset that day. */
export function isoWithOffset(wallTime: string): string {
  const instant = galleryWallTimeToInstant(wallTime);
  const [date = "", time = "00:00"] = wallTime.split("T");
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const offsetMinutes = Math.round((asUtc - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}
