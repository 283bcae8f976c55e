// The content check on a repository's files (run.ts prints it): loads every content file
// (scripts/content/load-content.ts), sees which pictures exist or can be drawn, reads each
// picture's size from its header (no pixel decoded) and lists every file for its name, then
// runs the pure check (./check.ts) on it all.
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { PICTURE_EXTENSIONS } from "../../app/content/file-names.ts";
import { gallerySchema } from "../../app/content/gallery-schema.ts";
import { artistSchema, eventSchema, type ImageKind, showSchema } from "../../app/content/schema.ts";
import {
  type ContentFile,
  type ContentFiles,
  contentOf,
  loadContentFiles,
} from "../content/load-content.ts";
import { listRepositoryFiles } from "../content/repository-files.ts";
import { readPictureSize } from "../images/picture-header.ts";
import { planImages } from "../images/recipes.ts";
import { checkContent, type ContentError } from "./check.ts";
import type { RepositoryFile } from "./names.ts";

// A picture exists when media/ holds the real file, or when the image build can draw it. An entry
// too broken to plan pictures from (its schema errors are reported) leaves the plan to the
// valid entries; wrong gallery facts, to none of the gallery's.
function drawablePictures(files: ContentFiles): Set<string> {
  const facts = gallerySchema.safeParse(files.gallery.entries?.[0]);
  const gallery = facts.success ? facts.data : undefined;
  const plan = (kept: ContentFiles) =>
    planImages({ ...contentOf(kept), gallery })
      .filter((image) => image.recipe !== null)
      .map((image) => `${image.kind}/${image.file}`);
  const validOnly = (list: readonly ContentFile[], schema: z.ZodType) =>
    list.map((file) => ({
      ...file,
      entries: file.entries?.filter((entry) => schema.safeParse(entry).success) ?? null,
    }));
  try {
    return new Set(plan(files));
  } catch {
    return new Set(
      plan({
        shows: validOnly(files.shows, showSchema),
        artists: validOnly(files.artists, artistSchema),
        events: validOnly(files.events, eventSchema),
        gallery: files.gallery,
      }),
    );
  }
}

/** Each picture in media/ by "kind/file", with the size its header gives (null: none). */
async function pictureSizes(root: string, repositoryFiles: readonly RepositoryFile[]) {
  const pictures = repositoryFiles.filter(
    (file) =>
      !file.link &&
      file.path.startsWith("media/") &&
      PICTURE_EXTENSIONS.some((extension) => file.path.endsWith(`.${extension}`)),
  );
  const sizes = await Promise.all(
    pictures.map(async ({ path: file }) => {
      const size = await readPictureSize(path.join(root, file)).catch(() => undefined);
      return [file.slice("media/".length), size ?? null] as const;
    }),
  );
  return new Map(sizes);
}

export async function checkRepository(
  root: string,
): Promise<{ errors: ContentError[]; files: ContentFiles }> {
  const files = await loadContentFiles(root);
  const drawable = drawablePictures(files);
  const inMedia = (kind: ImageKind, file: string) =>
    existsSync(path.join(root, "media", kind, file));
  const repositoryFiles = listRepositoryFiles(root);
  const errors = checkContent({
    ...files,
    imageExists: (kind, file) => inMedia(kind, file) || drawable.has(`${kind}/${file}`),
    videoExists: inMedia,
    pictureSizes: await pictureSizes(root, repositoryFiles),
    repositoryFiles,
  });
  return { errors, files };
}
