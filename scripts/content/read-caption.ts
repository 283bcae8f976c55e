// A picture's caption read as a work (issue 23's one-off move, scripts/content/captions-to-works.ts):
// "Artist Name, *Title*, medium, dimensions, year", the artist only in group shows.

export interface CaptionWork {
  id: string;
  title: string;
  artistName?: string;
  medium: string;
  dimensions: string;
  year: number;
}

const CAPTION = /^(?:(?<artist>[^*,]+), )?\*(?<title>[^*]+)\*, (?<rest>.+)$/;
const DIMENSIONS =
  /^\d+(?:\.\d+)?(?:(?: x \d+(?:\.\d+)?){1,2} (?:in|cm)| (?:in|cm) (?:tall|high|wide))$/;

/** The work a caption describes, or null when it does not read as one. */
export function readCaption(caption: string): CaptionWork | null {
  const parts = CAPTION.exec(caption.trim())?.groups;
  if (!parts?.title || !parts.rest) return null;
  const fields = parts.rest.split(", ");
  const year = Number(fields.pop());
  const dimensions = fields.pop() ?? "";
  const medium = fields.join(", ");
  if (!Number.isInteger(year) || year < 1900 || !DIMENSIONS.test(dimensions) || !medium) {
    return null;
  }
  return {
    id: slugOf(parts.title),
    title: parts.title,
    ...(parts.artist ? { artistName: parts.artist } : {}),
    medium,
    dimensions,
    year,
  };
}

function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
