// A Publish's entries checked before they are committed (issue 24): each file by its kind's
// schema (app/content/schema.ts), so a member hears what is wrong at once, where they pressed
// Publish, rather than from the updater minutes later. What needs the whole repository (a
// picture that exists, a member who exists) is still the content check's, in the release.
import { CONTENT_FOLDERS, type ContentKind, GALLERY_FILE } from "../../content/collections.ts";
import { parseContentFile } from "../../content/content-file.ts";
import { artistSchema, eventSchema, gallerySchema, showSchema } from "../../content/schema.ts";

const SCHEMAS = { shows: showSchema, artists: artistSchema, events: eventSchema } as const;

function kindOf(path: string): ContentKind | null {
  for (const [kind, { folder }] of Object.entries(CONTENT_FOLDERS)) {
    if (path.startsWith(`app/content/${folder}/`)) return kind as ContentKind;
  }
  return null;
}

/** What is wrong with the content file at `path` written as `text`, or null when it is fine. */
export function entryProblem(path: string, text: string): string | null {
  const issuesOf = (result: { success: boolean; error?: { issues: readonly Issue[] } }) =>
    result.success
      ? null
      : `${path}: ${(result.error?.issues ?? []).map(describeIssue).join("; ")}`;
  if (path === GALLERY_FILE) {
    try {
      return issuesOf(gallerySchema.safeParse(JSON.parse(text)));
    } catch {
      return `${path}: not valid JSON.`;
    }
  }
  const kind = kindOf(path);
  if (!kind) return null; // pictures and videos: no schema
  const read = parseContentFile(kind, path, text);
  if (!read.entries) return `${path}: ${read.problem ?? "cannot be read"}`;
  for (const entry of read.entries) {
    const problem = issuesOf(SCHEMAS[kind].safeParse(entry));
    if (problem) return problem;
  }
  return null;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const describeIssue = (issue: Issue) =>
  issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message;
