// Availability marked at the desk, laid over the built content (issue 24). Pure.
//
// A mark says "this work went from `from` to `to`". It counts only while the content still says
// `from`: once the content reads otherwise (the mark was committed to the files and released,
// or someone edited the work since), the content is the truth again and the mark is spent.
import type { Availability, Show } from "../../content/schema.ts";

export interface AvailabilityOverlay {
  from: Availability;
  to: Availability;
}

/** What a work's availability reads as: the mark's `to` while the content still says its `from`. */
export function effectiveAvailability(
  contentValue: Availability,
  overlay: AvailabilityOverlay | null | undefined,
): Availability {
  return overlay && overlay.from === contentValue ? overlay.to : contentValue;
}

/**
 * Whether the content has passed a mark: it reads other than the mark's `from`. A passed mark is
 * spent for good (marks.server.ts, spendPassedMarks), so that content which later reads the old
 * value again (a reservation lapsed, set back in the editor) is not hidden by an old mark.
 */
export function contentPassedMark(
  contentValue: Availability | undefined,
  overlay: AvailabilityOverlay,
): boolean {
  return contentValue !== overlay.from;
}

/** A show's name and a work's id, as one key. */
export function workKey(showName: string, workId: string): string {
  return `${showName}/${workId}`;
}

/**
 * The shows with every work's availability read through its latest mark (`latestMarks`, keyed
 * by workKey). Shows and works without a mark are the very same objects.
 */
export function showsWithMarks(
  shows: readonly Show[],
  latestMarks: ReadonlyMap<string, AvailabilityOverlay>,
): Show[] {
  if (latestMarks.size === 0) return [...shows];
  return shows.map((show) => {
    if (!show.works?.some((work) => latestMarks.has(workKey(show.name, work.id)))) return show;
    return {
      ...show,
      works: show.works.map((work) => {
        const availability = effectiveAvailability(
          work.availability,
          latestMarks.get(workKey(show.name, work.id)),
        );
        return availability === work.availability ? work : { ...work, availability };
      }),
    };
  });
}

/**
 * Whether a mark from `expectedFrom` to `to` may be made on a work that now reads `current`:
 * only when the member saw what is there now (a compare-and-set). A repeat of the same mark
 * (a form sent twice across a restart) finds the work already at `to` and changes nothing.
 */
export function markOutcome(
  current: Availability,
  expectedFrom: Availability,
  to: Availability,
): "mark" | "already" | "conflict" {
  if (current === to) return "already";
  return current === expectedFrom ? "mark" : "conflict";
}
