// A Publish's entries checked before they are committed (issue 24): each file by its kind's
// schema (app/content/schema.ts), so a member hears what is wrong at once, where they pressed
// Publish, rather than from the updater minutes later. What needs the whole repository (a
// picture that exists, a member who exists) is still the content check's, in the release.
// Files are read as the site reads them (app/content/content-file.ts: bounded, never throwing).
import { CONTENT_FOLDERS, type ContentKind, GALLERY_FILE } from "../../content/collections.ts";
import {
  type ContentFile,
  parseContentFile,
  parseGalleryFile,
} from "../../content/content-file.ts";
import { gallerySchema } from "../../content/gallery-schema.ts";
import { artistSchema, eventSchema, showSchema } from "../../content/schema.ts";
import { fieldName } from "../../content/validate.ts";

const SCHEMAS = {
  shows: showSchema,
  artists: artistSchema,
  events: eventSchema,
  gallery: gallerySchema,
} as const;

function kindOf(path: string): ContentKind | null {
  for (const [kind, { folder }] of Object.entries(CONTENT_FOLDERS)) {
    if (path.startsWith(`app/content/${folder}/`)) return kind as ContentKind;
  }
  return null;
}

/** What is wrong with the content file at `path` written as `text`: the field and why; or null. */
export function entryProblem(
  path: string,
  text: string,
): { field: string; message: string } | null {
  const kind = path === GALLERY_FILE ? "gallery" : kindOf(path);
  if (!kind) return null; // pictures and videos: no schema
  const read: ContentFile =
    kind === "gallery" ? parseGalleryFile(path, text) : parseContentFile(kind, path, text);
  if (!read.entries) {
    return { field: read.field ?? "(file)", message: read.problem ?? "cannot be read" };
  }
  for (const entry of read.entries) {
    const result = SCHEMAS[kind].safeParse(entry);
    const [first, ...others] = result.error?.issues ?? [];
    if (first) {
      const more = others.length > 0 ? ` (and ${others.length} more)` : "";
      return { field: fieldName(first.path) || "(entry)", message: `${first.message}${more}` };
    }
  }
  return null;
}
