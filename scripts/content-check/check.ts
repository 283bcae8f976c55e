// The content check (npm run content:check). Every built-in entry is validated against its
// schema (app/content/schema.ts), which holds every rule about one entry on its own; then each
// kind of content is checked for what only the whole can show (unique names, links that lead
// somewhere, images that exist, show numbers and dates that fit together), one module per kind:
// shows.ts, artists.ts, events.ts, gallery.ts. Pure: run.ts loads the files and says which images
// exist.
import { gallerySchema } from "../../app/content/gallery-schema.ts";
import { artistSchema, eventSchema, type ImageKind, showSchema } from "../../app/content/schema.ts";
import type { ContentFile } from "../../app/content/content-file.ts";
import type { PictureSize } from "../../app/content/picture-bounds.ts";
import { formatError } from "../../app/content/validate.ts";
import { checkArtists } from "./artists.ts";
import { type ContentError, knownNames, type Report, validate } from "./entries.ts";
import { checkEvents } from "./events.ts";
import { fieldChecks } from "./fields.ts";
import { checkGallery } from "./gallery.ts";
import { checkFileNames, type RepositoryFile } from "./names.ts";
import { checkShows } from "./shows.ts";

export type { ContentError } from "./entries.ts";

export interface ContentInput {
  shows: readonly ContentFile[];
  artists: readonly ContentFile[];
  events: readonly ContentFile[];
  /** The gallery's facts (app/content/gallery.json). */
  gallery: ContentFile;
  /** Whether a source image exists (a real file, or a picture the build will draw). */
  imageExists: (kind: ImageKind, file: string) => boolean;
  /** Whether a video file exists under a kind's folder. */
  videoExists: (kind: ImageKind, file: string) => boolean;
  /** The size each picture file's header gives, by "kind/file" (null: no header read). */
  pictureSizes?: ReadonlyMap<string, PictureSize | null>;
  /** Every file of the content folders and media/, for their names. */
  repositoryFiles?: readonly RepositoryFile[];
}

export { formatError };

/** Every problem of the content, in file order within each step; none when it is all good. */
export function checkContent(input: ContentInput): ContentError[] {
  const errors: ContentError[] = [];
  const report: Report = (where, field, message) => {
    errors.push({ file: where.file, entry: where.entry, field, message });
  };

  checkFileNames(input.repositoryFiles ?? [], report);
  const shows = validate("shows", input.shows, showSchema, report);
  const artists = validate("artists", input.artists, artistSchema, report);
  const events = validate("events", input.events, eventSchema, report);
  const gallery = validate("gallery", [input.gallery], gallerySchema, report);

  const checks = fieldChecks({
    report,
    known: knownNames(input),
    imageExists: input.imageExists,
    videoExists: input.videoExists,
    pictureSizes: input.pictureSizes ?? new Map(),
  });
  const entryCount = input.shows.reduce((count, file) => count + (file.entries?.length ?? 0), 0);
  checkShows(shows, checks, { complete: shows.length === entryCount });
  checkArtists(artists, checks);
  checkEvents(events, checks);
  checkGallery(gallery, checks);
  return errors;
}
