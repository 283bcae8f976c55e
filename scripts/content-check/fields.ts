// The checks every kind of content runs on its fields: inline HTML that is safe and whose links
// lead to pages, pictures and video files that exist, works credited to an artist who exists.
import { type PictureSize, picturePixelsProblem } from "../../app/content/picture-bounds.ts";
import type { ImageKind, Video } from "../../app/content/schema.ts";
import type { KnownNames, Report, Where } from "./entries.ts";
import { checkInlineHtml } from "./html.ts";
import { leadsToAPage } from "./links.ts";

export interface FieldChecks {
  report: Report;
  known: KnownNames;
  /** Inline HTML (a description paragraph, a bio paragraph, a caption), when there is one. */
  html(where: Where, field: string, html: string | undefined): void;
  image(where: Where, field: string, kind: ImageKind, file: string): void;
  /** File videos must exist; a YouTube video's address is the schema's to check. */
  videos(where: Where, kind: ImageKind, videos: readonly Video[]): void;
  /** Who made a work, when the entry names someone. */
  maker(where: Where, field: string, paramName: string | undefined): void;
}

export interface FieldCheckInput {
  report: Report;
  known: KnownNames;
  /** Whether a source image exists (a real file, or a picture the build will draw). */
  imageExists: (kind: ImageKind, file: string) => boolean;
  /** Whether a video file exists under a kind's folder. */
  videoExists: (kind: ImageKind, file: string) => boolean;
  /** The size each picture file's header gives, by "kind/file" (null: no header read). */
  pictureSizes: ReadonlyMap<string, PictureSize | null>;
}

export function fieldChecks({
  report,
  known,
  imageExists,
  videoExists,
  pictureSizes,
}: FieldCheckInput): FieldChecks {
  return {
    report,
    known,
    html(where, field, html) {
      if (html === undefined) return;
      const { problems, internalLinks } = checkInlineHtml(html);
      for (const problem of problems) report(where, field, problem);
      for (const href of internalLinks) {
        if (!leadsToAPage(href, known))
          report(where, field, `link "${href}" leads to no page of the site`);
      }
    },
    image(where, field, kind, file) {
      if (!imageExists(kind, file)) report(where, field, `image "${kind}/${file}" does not exist`);
      // A real file's header, read before anything decodes it: over the bound, it is refused.
      const size = pictureSizes.get(`${kind}/${file}`);
      const label = `media/${kind}/${file}`;
      if (size === null) {
        report(
          where,
          field,
          `${label} is not a picture that can be read: export it again as JPEG, PNG or WebP`,
        );
      } else if (size) {
        const problem = picturePixelsProblem(label, size);
        if (problem) report(where, field, problem);
      }
    },
    videos(where, kind, videos) {
      videos.forEach((video, index) => {
        if (video.type === "File" && !videoExists(kind, video.src)) {
          report(where, `videos[${index}].src`, `video "${kind}/${video.src}" does not exist`);
        }
      });
    },
    maker(where, field, paramName) {
      if (paramName !== undefined && !known.artists.has(paramName)) {
        report(where, field, `no artist has the paramName "${paramName}"`);
      }
    },
  };
}
