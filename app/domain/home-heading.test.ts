import { describe, expect, it } from "vitest";
import { homeHeading } from "./home-heading.ts";
import { makeShow } from "./test-content.ts";

const show = makeShow({ number: 68, startDate: "2025-08-01", endDate: "2025-08-31" });

describe("homeHeading", () => {
  it("says the show is on view from its start date on", () => {
    expect(homeHeading(show, new Date("2025-08-01T00:00:00-04:00"))).toBe(
      "Currently on view at the Front: ",
    );
  });

  it("announces the opening day before it", () => {
    expect(homeHeading(show, new Date("2025-07-31T23:59:00-04:00"))).toBe(
      "Opening Friday, August 1:",
    );
  });
});
