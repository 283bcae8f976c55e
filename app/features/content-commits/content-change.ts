// What a member's Publish may change (issue 24), pure: every file passes the one write check
// (./write-check.ts: content by the updater's rule, an entry its schema takes, a picture, a slug).
import { describeRefusal, writeRefusals } from "./write-check.ts";

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

/**
 * A change the site will not commit, with the words a member or a crafted request is told:
 * `forbidden` (403) when no content would do (a path that is not content, a file the site needs),
 * else (422) a file to fix.
 */
export class ContentRefused extends Error {
  readonly forbidden: boolean;
  constructor(message: string, forbidden = true) {
    super(message);
    this.forbidden = forbidden;
  }
}

/**
 * The change as it may be committed, or ContentRefused naming every file, field and reason:
 * every file passes the one write check (./write-check.ts).
 */
export function checkedChange(change: ContentChange): ContentChange {
  const refusals = writeRefusals(change.changes);
  if (refusals.length > 0) {
    // The forbidden first: that refusal is the one a crafted request must hear.
    const sorted = refusals.toSorted((a, b) => Number(b.forbidden) - Number(a.forbidden));
    throw new ContentRefused(
      sorted.map(describeRefusal).join(" "),
      refusals.some((refusal) => refusal.forbidden),
    );
  }
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
