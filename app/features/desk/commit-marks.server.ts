// Marks made at the desk, written into the shows' files in the gallery's repository (issue 24:
// the files stay the truth). The mark is public at once through the overlay; the commit follows,
// made by the site for the member (their name as its author) through the same content-only path
// as the desk's editor, and the updater releases it like any Publish. Once it is live the
// content reads what the mark said, and the overlay steps aside (availability-overlay.ts).
//
// One commit a show, for the latest mark of each of its works. A mark the schema would refuse in
// the file (a sold work whose price is "on request") is not committed: it stays at the desk, and
// the audit log says why, so a member can set the price in the editor.
import type { DatabaseSync } from "node:sqlite";
import type { ContentRefused } from "../content-commits/content-change.ts";
import type { ContentRepository } from "../content-commits/content-repository.server.ts";
import { CONTENT_FOLDERS } from "../../content/collections.ts";
import { writeAudit } from "./audit.server.ts";
import { showNameOf, withWorkAvailability } from "./availability-in-content.ts";
import { type AvailabilityMark, markCommitted, uncommittedMarks } from "./marks.server.ts";

export interface MarksCommitted {
  commits: string[];
  /** Marks kept at the desk only, with the reason. */
  kept: { mark: AvailabilityMark; problem: string }[];
}

/** The latest mark of each work, with the ids of every mark it replaces. */
function latestPerWork(marks: readonly AvailabilityMark[]) {
  const latest = new Map<string, { mark: AvailabilityMark; ids: number[] }>();
  for (const mark of marks) {
    const key = `${mark.showName}/${mark.workId}`;
    const seen = latest.get(key);
    latest.set(key, { mark, ids: [...(seen?.ids ?? []), mark.id] });
  }
  return [...latest.values()];
}

export async function commitMarks(
  db: DatabaseSync,
  repository: ContentRepository,
  nowMs: () => number,
): Promise<MarksCommitted> {
  const done: MarksCommitted = { commits: [], kept: [] };
  const pending = latestPerWork(uncommittedMarks(db));
  if (pending.length === 0) return done;

  const listed = await repository.listFiles(
    `app/content/${CONTENT_FOLDERS.shows.folder}`,
    CONTENT_FOLDERS.shows.extension,
    1,
  );
  const files = (await repository.readFiles(listed.map((file) => file.path))).flatMap((file) =>
    file ? [file] : [],
  );
  const byShow = Map.groupBy(pending, ({ mark }) => mark.showName);
  for (const [showName, works] of byShow) {
    const file = files.find((f) => showNameOf(f.path, f.bytes.toString("utf8")) === showName);
    let text = file?.bytes.toString("utf8");
    const written: typeof works = [];
    for (const work of works) {
      const edit =
        file && text !== undefined
          ? withWorkAvailability(file.path, text, work.mark.workId, work.mark.to)
          : { problem: `no file for the show "${showName}"` };
      if ("problem" in edit) {
        done.kept.push({ mark: work.mark, problem: edit.problem });
        writeAudit(db, {
          atMs: nowMs(),
          actor: "the site",
          action: "mark-kept-at-desk",
          detail: `${showName}/${work.mark.workId} ${work.mark.to}: ${edit.problem}`,
        });
        markCommitted(db, work.ids, nowMs());
        continue;
      }
      text = edit.text;
      written.push(work);
    }
    if (!file || written.length === 0 || text === undefined) continue;
    const newest = written.reduce((a, b) => (b.mark.id > a.mark.id ? b : a)).mark;
    let commit: string | null = null;
    let refused: ContentRefused | null = null;
    try {
      commit = await repository.commit({
        changes: [{ kind: "write", path: file.path, bytes: Buffer.from(text) }],
        author: { name: newest.memberName, email: newest.memberEmail },
        message: commitMessage(showName, written),
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refused = error;
    }
    // Done with either way: committed, or kept at the desk with the reason.
    markCommitted(
      db,
      written.flatMap((work) => work.ids),
      nowMs(),
    );
    if (refused) {
      // The write check refused the show's file (a name not a slug, say): its marks stay at the
      // desk, said in the audit log, and the other shows' marks are still committed.
      for (const work of written) done.kept.push({ mark: work.mark, problem: refused.message });
      writeAudit(db, {
        atMs: nowMs(),
        actor: "the site",
        action: "mark-kept-at-desk",
        detail: `${showName}: ${refused.message}`,
      });
      continue;
    }
    if (commit) done.commits.push(commit);
    writeAudit(db, {
      atMs: nowMs(),
      actor: "the site",
      action: "marks-committed",
      detail: `${showName}: ${written.map((w) => `${w.mark.workId} ${w.mark.to}`).join(", ")}${commit ? ` in ${commit.slice(0, 7)}` : " (the file already said so)"}`,
    });
  }
  return done;
}

/** The write check's refusal, known by its shape: features share types, not values. */
function isRefusal(error: unknown): error is ContentRefused {
  return (
    error instanceof Error && typeof (error as Partial<ContentRefused>).forbidden === "boolean"
  );
}

function commitMessage(showName: string, works: readonly { mark: AvailabilityMark }[]): string {
  const marked = works.map(({ mark }) => `${mark.workId} ${mark.to}`).join(", ");
  const members = [...new Set(works.map(({ mark }) => `${mark.memberName} <${mark.memberEmail}>`))];
  return [
    `Desk: ${showName}: ${marked}`,
    "",
    "Marked at the members' desk; the site commits the mark to the show's file.",
    ...(members.length > 1 ? ["", ...members.map((m) => `Co-authored-by: ${m}`)] : []),
  ].join("\n");
}
