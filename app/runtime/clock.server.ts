// The site's clocks. Only the root middleware asks `now()`, once per request.

export interface Clock {
  /** What the site calls "now" (which show is on, what is upcoming): GALLERY_NOW when frozen. */
  now(): Date;
  /**
   * The real clock in milliseconds, for sign-up times and mail retries: a frozen clock would
   * never let a retry come due.
   */
  realMs(): number;
}

export function createClock(frozenAt?: Date): Clock {
  return {
    now: () => (frozenAt ? new Date(frozenAt) : new Date()),
    realMs: () => Date.now(),
  };
}
