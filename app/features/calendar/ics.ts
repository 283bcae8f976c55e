// iCalendar (RFC 5545) text: the few pieces the site writes. Lines end in CRLF, long lines are
// folded at 75 octets, text values are escaped. Pure: the callers hand in what to write.

/** One VEVENT. Times are instants, written in UTC (so no VTIMEZONE is needed). */
export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** Plain text; newlines are kept. */
  description: string;
  location: string;
  geo?: { latitude: number; longitude: number };
  url: string;
}

export interface CalendarOptions {
  /** Shown by calendar apps as the subscribed calendar's name. */
  name: string;
  /** When this file was made (DTSTAMP of every entry). */
  now: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in text values. */
export function escapeText(text: string): string {
  return text
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next line after CRLF and one
 * space. Folds between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** "20250103T210000Z" */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

function eventLines(entry: CalendarEntry, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(entry.start)}`,
    `DTEND:${utcDateTime(entry.end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    `LOCATION:${escapeText(entry.location)}`,
    ...(entry.geo ? [`GEO:${entry.geo.latitude};${entry.geo.longitude}`] : []),
    `URL:${entry.url}`,
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR of these entries, ready to send as text/calendar. */
export function calendarFile(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//The Front//Gallery website//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // Subscribed calendars look for changes once a day.
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
    ...entries.flatMap((entry) => eventLines(entry, options.now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
