// Bounds on the desk editor's writes (issue 31, item 8), counted by the signed-in member, not the
// client's address: a rate (so many writes a minute) and turns (so many being saved at once, per
// member and across the site), so one member's script, or a stolen session, cannot keep the
// site's git busy or hold many large bodies in memory. In memory, one per process: a restart
// forgets, which errs towards the member.

export const EDITOR_WRITE_BOUNDS = {
  /** Writes (persistEntry, persistMedia, deleteFile, deleteFiles) a member makes in a minute. */
  perMemberPerMinute: 30,
  /** A member's writes being read or saved at once. */
  perMember: 2,
  /** Everyone's at once: each may hold a body of up to MAX_EDITOR_REQUEST_BYTES. */
  site: 4,
  /** How long a write waits for its turn before it is told to try again. */
  waitMs: 10_000,
};

export type WriteBounds = typeof EDITOR_WRITE_BOUNDS;

/** A turn's end: call once the write is answered. */
export type Release = () => void;

export interface WriteGate {
  readonly bounds: WriteBounds;
  /** Counts one write of `member`'s: null within the rate, else the seconds until one is free. */
  count(member: string): number | null;
  /**
   * Waits for a turn to write (at most `waitMs`): its release, or a refusal saying whose turns
   * are taken (the member's own, or the site's).
   */
  turn(member: string): Promise<Release | { busy: "member" | "site" }>;
}

const MINUTE_MS = 60_000;

export function createWriteGate(
  bounds: WriteBounds = EDITOR_WRITE_BOUNDS,
  nowMs: () => number = Date.now,
): WriteGate {
  const recent = new Map<string, number[]>();
  const active = new Map<string, number>();
  let activeTotal = 0;
  const waiting: { member: string; grant: (release: Release) => void }[] = [];

  const blockedBy = (member: string) =>
    (active.get(member) ?? 0) >= bounds.perMember
      ? ("member" as const)
      : activeTotal >= bounds.site
        ? ("site" as const)
        : null;

  function take(member: string): Release {
    active.set(member, (active.get(member) ?? 0) + 1);
    activeTotal += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (active.get(member) ?? 1) - 1;
      if (left > 0) active.set(member, left);
      else active.delete(member);
      activeTotal -= 1;
      grantWaiting();
    };
  }

  function grantWaiting() {
    for (let index = 0; index < waiting.length;) {
      const next = waiting[index];
      if (next && blockedBy(next.member) === null) {
        waiting.splice(index, 1);
        next.grant(take(next.member));
      } else index += 1;
    }
  }

  return {
    bounds,
    count(member) {
      const now = nowMs();
      const times = (recent.get(member) ?? []).filter((at) => now - at < MINUTE_MS);
      if (times.length >= bounds.perMemberPerMinute) {
        recent.set(member, times);
        const oldest = times[0] ?? now;
        return Math.max(1, Math.ceil((oldest + MINUTE_MS - now) / 1000));
      }
      times.push(now);
      recent.set(member, times);
      return null;
    },
    turn(member) {
      if (blockedBy(member) === null) return Promise.resolve(take(member));
      return new Promise((resolve) => {
        const waiter = { member, grant: resolve };
        waiting.push(waiter);
        setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index < 0) return;
          waiting.splice(index, 1);
          resolve({ busy: blockedBy(member) ?? "site" });
        }, bounds.waitMs).unref();
      });
    },
  };
}
