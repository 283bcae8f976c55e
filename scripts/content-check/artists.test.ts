import { describe, expect, it } from "vitest";
import { check, guest, lines, member } from "./fixtures.ts";

describe("checkArtists", () => {
  it("reports a duplicate paramName", () => {
    expect(lines(check({ artists: [member, guest, { ...guest, name: "Another" }] }))).toEqual([
      "app/content/artists/x.ts: dev-raman: paramName: another artist has the same paramName (app/content/artists/x.ts: dev-raman)",
    ]);
  });
});
