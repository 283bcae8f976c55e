// The content check (npm run content:check): validates every built-in entry against its schema
// and checks what a schema cannot see: unique names, links that lead somewhere, images that
// exist, show numbers and dates that make sense, and inline HTML that is safe. Pure: the
// script (scripts/content-check.ts) loads the files and says which images exist.
import type { z } from "zod";
import { checkInlineHtml, isSafeHref, isSiteRelative } from "./check-html.ts";
import { artistSchema, eventSchema, type ImageKind, type Show, showSchema } from "../../app/content/schema.ts";
import { isFixedPage } from "../../app/domain/site-pages.ts";

/** One problem, located precisely enough for a volunteer to find it. */
export interface ContentError {
  /** The file the entry is in, e.g. "app/content/shows/2025-07-signal-and-relay.ts". */
  file: string;
  /** Which entry: a show's name, an artist's paramName, an event's date and title. */
  entry: string;
  /** Which field, e.g. "images[2].src" or "description[1]". */
  field: string;
  message: string;
}

/** The entries of one content file, as the file exports them (not yet validated). */
export interface ContentFile {
  file: string;
  entries: readonly unknown[];
}

export interface ContentInput {
  shows: readonly ContentFile[];
  artists: readonly ContentFile[];
  events: readonly ContentFile[];
  /** Whether a source image exists (a real file, or a picture the build will draw). */
  imageExists: (kind: ImageKind, file: string) => boolean;
  /** Whether a video file exists under a kind's folder. */
  videoExists: (kind: ImageKind, file: string) => boolean;
}

interface Located<T> {
  file: string;
  entry: string;
  value: T;
}

export function formatError(error: ContentError): string {
  return `${error.file}: ${error.entry}: ${error.field}: ${error.message}`;
}

export function checkContent(input: ContentInput): ContentError[] {
  const errors: ContentError[] = [];
  const report = (where: { file: string; entry: string }, field: string, message: string) => {
    errors.push({ file: where.file, entry: where.entry, field, message });
  };

  const shows = validate(input.shows, showSchema, showLabel, report);
  const artists = validate(input.artists, artistSchema, artistLabel, report);
  const events = validate(input.events, eventSchema, eventLabel, report);

  checkUnique(shows, (show) => show.name, "name", "another show has the same name", report);
  checkUnique(
    shows,
    (show) => String(show.number),
    "number",
    "another show has the same number",
    report,
  );
  checkUnique(
    artists,
    (artist) => artist.paramName,
    "paramName",
    "another artist has the same paramName",
    report,
  );
  checkUnique(
    events,
    (event) => `${event.date} ${event.title}`,
    "title",
    "the same event is listed twice",
    report,
  );

  const showNames = new Set(shows.map((show) => show.value.name));
  const artistsByName = new Map(artists.map((artist) => [artist.value.paramName, artist.value]));
  const leadsSomewhere = (href: string) =>
    internalRouteExists(href, showNames, new Set(artistsByName.keys()));

  const checkHtml = (where: Located<unknown>, field: string, html: string | undefined) => {
    if (html === undefined) return;
    const { problems, internalLinks } = checkInlineHtml(html);
    for (const problem of problems) report(where, field, problem);
    for (const href of internalLinks) {
      if (!leadsSomewhere(href))
        report(where, field, `link "${href}" leads to no page of the site`);
    }
  };
  const checkImage = (where: Located<unknown>, field: string, kind: ImageKind, file: string) => {
    if (!input.imageExists(kind, file))
      report(where, field, `image "${kind}/${file}" does not exist`);
  };
  const checkMaker = (where: Located<unknown>, field: string, paramName: string | undefined) => {
    if (paramName !== undefined && !artistsByName.has(paramName)) {
      report(where, field, `no artist has the paramName "${paramName}"`);
    }
  };

  for (const show of shows) {
    const { value } = show;
    value.description.forEach((html, index) => checkHtml(show, `description[${index}]`, html));
    value.descriptionBold?.forEach((html, index) =>
      checkHtml(show, `descriptionBold[${index}]`, html),
    );
    checkHtml(show, "featuredImage.text", value.featuredImage.text);
    checkImage(show, "featuredImage.src", "shows", value.featuredImage.src);
    checkMaker(show, "featuredImage.artist", value.featuredImage.artist);
    value.images.forEach((image, index) => {
      checkHtml(show, `images[${index}].text`, image.text);
      checkImage(show, `images[${index}].src`, "shows", image.src);
      checkMaker(show, `images[${index}].artist`, image.artist);
    });
    checkVideos(show, "shows", value.videos, input, report);
    if (value.artistParamName !== undefined) {
      const artist = artistsByName.get(value.artistParamName);
      if (!artist)
        report(show, "artistParamName", `no artist has the paramName "${value.artistParamName}"`);
      else if (artist.isNotMember)
        report(show, "artistParamName", `"${value.artistParamName}" is not a member`);
    }
  }
  checkShowNumbers(shows, report);
  checkShowDates(shows, report);

  for (const artist of artists) {
    const { value } = artist;
    value.bio.forEach((html, index) => checkHtml(artist, `bio[${index}]`, html));
    if (value.thumbnail) checkImage(artist, "thumbnail.src", "artists", value.thumbnail.src);
    value.images.forEach((image, index) => {
      checkHtml(artist, `images[${index}].text`, image.text);
      checkImage(artist, `images[${index}].src`, "artists", image.src);
      checkMaker(artist, `images[${index}].artist`, image.artist);
    });
    checkVideos(artist, "artists", value.videos ?? [], input, report);
    for (const [field, url] of [
      ["website", value.website],
      ["instagram.link", value.instagram.link],
    ] as const) {
      if (!/^https?:\/\//.test(url)) report(artist, field, `"${url}" is not an http(s) address`);
    }
  }

  for (const event of events) {
    const { value } = event;
    value.description.forEach((html, index) => checkHtml(event, `description[${index}]`, html));
    checkHtml(event, "image.text", value.image.text);
    checkImage(event, "image.src", value.image.directory ?? "events", value.image.src);
    const link = value.link;
    if (link?.type === "internal" && !(isSiteRelative(link.url) && leadsSomewhere(link.url))) {
      report(event, "link.url", `internal link "${link.url}" leads to no page of the site`);
    }
    if (link?.type === "external" && !(/^https?:\/\//.test(link.url) && isSafeHref(link.url))) {
      report(event, "link.url", `external link "${link.url}" is not an http(s) address`);
    }
  }

  return errors;
}

type Report = (where: { file: string; entry: string }, field: string, message: string) => void;

function labelOf(raw: unknown, keys: readonly string[], index: number): string {
  if (typeof raw === "object" && raw !== null) {
    const parts = keys
      .map((key) => (raw as Record<string, unknown>)[key])
      .filter((part) => typeof part === "string");
    if (parts.length > 0) return parts.join(" ");
  }
  return `entry #${index + 1}`;
}

function validate<T>(
  files: readonly ContentFile[],
  schema: z.ZodType<T>,
  label: (raw: unknown, index: number) => string,
  report: Report,
): Located<T>[] {
  const valid: Located<T>[] = [];
  for (const { file, entries } of files) {
    entries.forEach((raw, index) => {
      const entry = label(raw, index);
      const result = schema.safeParse(raw);
      if (result.success) {
        valid.push({ file, entry, value: result.data });
        return;
      }
      for (const issue of result.error.issues) {
        report({ file, entry }, fieldName(issue.path) || "(entry)", issue.message);
      }
    });
  }
  return valid;
}

/** ["images", 2, "src"] reads "images[2].src". */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

function checkUnique<T>(
  entries: readonly Located<T>[],
  key: (value: T) => string,
  field: string,
  message: string,
  report: Report,
) {
  const seen = new Map<string, Located<T>>();
  for (const entry of entries) {
    const value = key(entry.value);
    const first = seen.get(value);
    if (first) report(entry, field, `${message} (${first.file}: ${first.entry})`);
    else seen.set(value, entry);
  }
}

/** SPEC.md §2: whether a site path ("/shows/after-dark?x=1") names a page that exists. */
export function internalRouteExists(
  href: string,
  showNames: ReadonlySet<string>,
  artistNames: ReadonlySet<string>,
): boolean {
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  if (isFixedPage(path)) return true;
  const detail = /^\/(shows|artists)\/([^/]+)$/.exec(path);
  if (!detail) return false;
  const [, list, name = ""] = detail;
  return list === "shows" ? showNames.has(name) : artistNames.has(name);
}

function checkVideos(
  where: Located<unknown>,
  kind: ImageKind,
  videos: readonly { src: string; type: "YouTube" | "File" }[],
  input: ContentInput,
  report: Report,
) {
  videos.forEach((video, index) => {
    const field = `videos[${index}].src`;
    if (video.type === "YouTube") {
      if (!/^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]+/.test(video.src)) {
        report(
          where,
          field,
          `"${video.src}" is not a YouTube embed address (https://www.youtube.com/embed/…)`,
        );
      }
    } else if (!input.videoExists(kind, video.src)) {
      report(where, field, `video "${kind}/${video.src}" does not exist`);
    }
  });
}

/** Whole numbers are group shows; the group number plus .1 is a solo show. */
function isSoloNumber(number: number): boolean {
  return Math.abs(number * 10 - Math.floor(number) * 10 - 1) < 1e-9;
}

function checkShowNumbers(shows: readonly Located<Show>[], report: Report) {
  for (const show of shows) {
    const { number, artistParamName, superDisplayName } = show.value;
    if (Number.isInteger(number)) {
      if (artistParamName !== undefined)
        report(show, "artistParamName", "a group show (whole number) has no single artist");
    } else if (isSoloNumber(number)) {
      if (artistParamName === undefined)
        report(show, "artistParamName", "a solo show (number .1) needs its artist's paramName");
      if (superDisplayName === undefined)
        report(show, "superDisplayName", "a solo show (number .1) needs the artist line");
    } else {
      report(
        show,
        "number",
        `${number} is neither a group show (whole number) nor a solo show (group number + .1)`,
      );
    }
  }
  const sorted = [...shows].sort((a, b) => a.value.number - b.value.number);
  sorted.forEach((show, index) => {
    const previous = sorted[index - 1];
    if (!previous) return;
    const expected = isSoloNumber(previous.value.number)
      ? Math.round(previous.value.number - 0.1) + 1
      : Math.round((previous.value.number + 0.1) * 10) / 10;
    if (Math.abs(show.value.number - expected) > 1e-9) {
      report(
        show,
        "number",
        `expected ${expected} after show ${previous.value.number} (group and solo shows alternate)`,
      );
    }
    if (show.value.startDate <= previous.value.startDate) {
      report(
        show,
        "startDate",
        `opens on or before show ${previous.value.number} (${previous.value.startDate}), which has a lower number`,
      );
    }
  });
}

function checkShowDates(shows: readonly Located<Show>[], report: Report) {
  for (const show of shows) {
    const { startDate, endDate } = show.value;
    if (!isCalendarDate(startDate))
      report(show, "startDate", `${startDate} is not a date on the calendar`);
    if (endDate !== undefined && !isCalendarDate(endDate))
      report(show, "endDate", `${endDate} is not a date on the calendar`);
    if (endDate !== undefined && endDate < startDate)
      report(show, "endDate", `ends (${endDate}) before it opens (${startDate})`);
  }
  const byStart = [...shows].sort((a, b) => a.value.startDate.localeCompare(b.value.startDate));
  byStart.forEach((show, index) => {
    const previous = byStart[index - 1];
    const previousEnd = previous?.value.endDate ?? previous?.value.startDate;
    if (previous && previousEnd !== undefined && show.value.startDate <= previousEnd) {
      report(
        show,
        "startDate",
        `overlaps "${previous.entry}" (${previous.value.startDate} to ${previousEnd})`,
      );
    }
  });
}

function isCalendarDate(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/**
 * Every entry of the content files must be listed in its index module (app/content/shows.ts and
 * friends), or the site would never show it; and the index lists nothing else.
 */
export function checkListed(
  files: readonly ContentFile[],
  listed: readonly unknown[],
  indexFile: string,
  label: (raw: unknown, index: number) => string,
): ContentError[] {
  const errors: ContentError[] = [];
  const inFiles = new Set<unknown>();
  for (const { file, entries } of files) {
    entries.forEach((entry, index) => {
      inFiles.add(entry);
      if (!listed.includes(entry)) {
        errors.push({
          file,
          entry: label(entry, index),
          field: "(entry)",
          message: `not listed in ${indexFile}`,
        });
      }
    });
  }
  listed.forEach((entry, index) => {
    if (!inFiles.has(entry)) {
      errors.push({
        file: indexFile,
        entry: label(entry, index),
        field: "(entry)",
        message: "is not from a file of its folder",
      });
    }
  });
  return errors;
}

export const showLabel = (raw: unknown, index: number) => labelOf(raw, ["name"], index);
export const artistLabel = (raw: unknown, index: number) => labelOf(raw, ["paramName"], index);
export const eventLabel = (raw: unknown, index: number) => labelOf(raw, ["date", "title"], index);
