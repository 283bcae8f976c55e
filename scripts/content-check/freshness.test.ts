import { describe, expect, it } from "vitest";
import { staleShowsWarning } from "./freshness.ts";
import { groupShow, soloShow } from "./fixtures.ts";

// soloShow (54.1) runs 2023-05-05 to 2023-05-31, after groupShow (54).
const shows = [groupShow, soloShow];

describe("staleShowsWarning", () => {
  it("says nothing while the newest show is on view or still ahead", () => {
    expect(staleShowsWarning(shows, new Date("2023-05-31T23:30:00-04:00"))).toBeNull();
    expect(staleShowsWarning(shows, new Date("2023-04-15T12:00:00-04:00"))).toBeNull();
  });

  it("warns from the day after the newest show ends, in the gallery's time zone", () => {
    // 2023-06-01 01:00 UTC is still May 31 in Montpelier.
    expect(staleShowsWarning(shows, new Date("2023-06-01T01:00:00Z"))).toBeNull();
    expect(staleShowsWarning(shows, new Date("2023-06-01T12:00:00-04:00"))).toBe(
      'the newest show, "Pieced" (pieced), ended on 2023-05-31 and no next show exists: Home presents it as current. Add the next show (docs/members.md, "Adding a show").',
    );
  });

  it("judges a show without an end date by its opening day", () => {
    const open = { ...soloShow, endDate: undefined };
    expect(staleShowsWarning([open], new Date("2023-05-05T12:00:00-04:00"))).toBeNull();
    expect(staleShowsWarning([open], new Date("2023-05-06T12:00:00-04:00"))).toMatch(
      /ended on 2023-05-05/,
    );
  });
});
