// What a member's Publish may change (issue 24), pure: every path must be content by the rule the
// updater releases by (domain/content-paths.ts), written plainly, inside the repository.
import { isContentChange } from "../../domain/content-paths.ts";

/** One file a Publish writes (its whole new bytes) or removes. */
export type FileChange =
  { kind: "write"; path: string; bytes: Uint8Array } | { kind: "delete"; path: string };

/** The person a commit is made for: its author. */
export interface CommitAuthor {
  name: string;
  email: string;
}

export interface ContentChange {
  changes: readonly FileChange[];
  author: CommitAuthor;
  message: string;
}

/** A change the site will not commit, with the words a member or a crafted request is told. */
export class ContentRefused extends Error {}

/**
 * Why the site will not write `path`, or null when it is content. Every file the site writes is
 * a plain file (mode 100644), so no link or executable can come from a Publish.
 */
export function pathRefusal(path: string): string | null {
  if (path === "" || path.length > 300) return `"${path.slice(0, 80)}" is not a file's path.`;
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return `${path}: a path from the root.`;
  if (/[\\\0]/.test(path)) return `${path}: a backslash or NUL in a path.`;
  const segments = path.split("/");
  if (segments.includes("..") || segments.includes(".") || segments.includes("")) {
    return `${path}: "..", "." or an empty folder name in a path.`;
  }
  if (/\.svg$/i.test(path)) return `${path}: an SVG can carry script; upload a JPEG or PNG.`;
  if (!isContentChange({ path, mode: "100644" })) {
    return `${path} is not content: the editor writes only entries, the gallery's facts and pictures.`;
  }
  return null;
}

/** Throws ContentRefused naming every refused path; returns the change otherwise. */
/** Throws ContentRefused naming every path that is not content. */
export function assertContentPaths(changes: readonly FileChange[]): void {
  const refusals = changes.flatMap((file) => pathRefusal(file.path) ?? []);
  if (refusals.length > 0) throw new ContentRefused(refusals.join(" "));
}

export function checkedChange(change: ContentChange): ContentChange {
  assertContentPaths(change.changes);
  if (change.changes.length === 0) throw new ContentRefused("Nothing to publish.");
  return {
    ...change,
    author: plainAuthor(change.author),
    message: change.message.trim() || "Content",
  };
}

/**
 * The author as git can write them: no angle brackets or line breaks (they would end the
 * name or the address in the commit's header).
 */
function plainAuthor(author: CommitAuthor): CommitAuthor {
  const clean = (text: string) => text.replace(/[<>\r\n\0]/g, "").trim();
  const email = clean(author.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new ContentRefused("The member has no e-mail address.");
  return { name: clean(author.name) || email, email };
}
