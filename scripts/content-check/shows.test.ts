import { describe, expect, it } from "vitest";
import { check, groupShow, lines, soloShow } from "./fixtures.ts";

describe("checkShows", () => {
  it("reports a duplicate name", () => {
    const twice = check({ shows: [groupShow, soloShow, { ...soloShow, number: 55 }] });
    expect(twice).toContainEqual(
      expect.objectContaining({
        entry: "pieced",
        field: "name",
        message: expect.stringMatching(/same name/),
      }),
    );
  });

  it("reports an artistParamName that names no artist, or a former member", () => {
    expect(
      lines(check({ shows: [groupShow, { ...soloShow, artistParamName: "ada-quinby" }] })),
    ).toEqual([
      'app/content/shows/x.ts: pieced: artistParamName: no artist has the paramName "ada-quinby"',
    ]);
    expect(
      lines(check({ shows: [groupShow, { ...soloShow, artistParamName: "dev-raman" }] })),
    ).toEqual(['app/content/shows/x.ts: pieced: artistParamName: "dev-raman" is not a member']);
  });

  it("reports show numbers that break the group/solo rule", () => {
    const noArtist = { ...soloShow, artistParamName: undefined };
    expect(lines(check({ shows: [groupShow, noArtist] }))).toEqual([
      "app/content/shows/x.ts: pieced: artistParamName: a solo show (number .1) needs its artist's paramName",
    ]);
    expect(
      lines(check({ shows: [{ ...groupShow, artistParamName: "ada-quimby" }, soloShow] })),
    ).toEqual([
      "app/content/shows/x.ts: thaw: artistParamName: a group show (whole number) has no single artist",
    ]);
    const gap = { ...soloShow, number: 55.1 };
    expect(lines(check({ shows: [groupShow, gap] }))).toEqual([
      "app/content/shows/x.ts: pieced: number: expected 54.1 after show 54 (group and solo shows alternate)",
    ]);
  });

  it("reports shows whose dates overlap", () => {
    const early = { ...soloShow, startDate: "2023-04-28" };
    expect(lines(check({ shows: [groupShow, early] }))).toEqual([
      'app/content/shows/x.ts: pieced: startDate: overlaps "thaw" (2023-04-07 to 2023-04-30)',
    ]);
  });

  it("checks the sequence only when every show passed its schema", () => {
    const next = { ...groupShow, name: "next", number: 55, startDate: "2023-06-02" };
    const broken = { ...soloShow, endDate: "2023-05-32" };
    expect(
      lines(check({ shows: [groupShow, broken, { ...next, endDate: "2023-06-30" }] })),
    ).toEqual([
      "app/content/shows/x.ts: pieced: endDate: 2023-05-32 is not a date on the calendar",
    ]);
  });

  it("holds works to the same standard: a member who exists, one caption, a price", () => {
    const [work] = soloShow.works ?? [];
    if (!work) throw new Error("the fixture has a work");
    const unknown = { ...soloShow, works: [{ ...work, artist: "ada-quinby" }] };
    expect(lines(check({ shows: [groupShow, unknown] }))).toEqual([
      'app/content/shows/x.ts: pieced: works[0].artist: no artist has the paramName "ada-quinby"',
    ]);
    const captioned = { ...soloShow, images: [{ src: "pieced/01.jpg", text: "<em>Path</em>" }] };
    expect(lines(check({ shows: [groupShow, captioned] }))).toEqual([
      'app/content/shows/x.ts: pieced: images[0].text: the picture of "drunkards-path" takes its caption and artist from works[0]: leave them out here',
    ]);
    const unpriced: Partial<typeof work> = { ...work };
    delete unpriced.price;
    expect(lines(check({ shows: [groupShow, { ...soloShow, works: [unpriced] }] }))).toEqual([
      'app/content/shows/x.ts: pieced: works[0].price: expected a price in whole US dollars (e.g. 1200), "on request" or "not for sale"',
    ]);
    const soldInWords = { ...work, price: "on request" as const, availability: "sold" as const };
    expect(lines(check({ shows: [groupShow, { ...soloShow, works: [soldInWords] }] }))).toEqual([
      'app/content/shows/x.ts: pieced: works[0].price: a sold work keeps its price in dollars (it is "on request")',
    ]);
    const cents = { ...work, price: 1200.5 };
    expect(lines(check({ shows: [groupShow, { ...soloShow, works: [cents] }] }))).toHaveLength(1);
    const elsewhere = { ...work, image: "pieced/09.jpg" };
    expect(lines(check({ shows: [groupShow, { ...soloShow, works: [elsewhere] }] }))).toEqual([
      'app/content/shows/x.ts: pieced: works[0].image: "pieced/09.jpg" is not one of this show\'s pictures',
    ]);
  });
});
