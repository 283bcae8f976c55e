import { describe, expect, it } from "vitest";
import { member, soloShow } from "../../scripts/content-check/fixtures.ts";
import type { Show } from "./schema.ts";
import { withWorkCaptions } from "./works.ts";

describe("a picture of a work", () => {
  it("takes its caption from the work in the artist's own show, as captions were typed", () => {
    const [image] = withWorkCaptions(soloShow, [member]).images;
    expect(image).toEqual({
      src: "pieced/01.jpg",
      text: "<em>Drunkard's Path</em>, cotton quilt, 60 x 60 in, 2023",
    });
  });

  it("names the artist, and links the maker, in a group show; a visiting artist by name", () => {
    const work = soloShow.works?.[0];
    if (!work) throw new Error("the fixture has a work");
    const group: Show = {
      ...soloShow,
      artistParamName: undefined,
      images: [{ src: "pieced/01.jpg" }, { src: "pieced/02.jpg" }],
      works: [
        work,
        {
          ...work,
          id: "guest",
          artist: undefined,
          artistName: "Dev Raman",
          image: "pieced/02.jpg",
        },
      ],
    };
    const [first, second] = withWorkCaptions(group, [member]).images;
    expect(first).toEqual({
      src: "pieced/01.jpg",
      text: "Ada Quimby, <em>Drunkard's Path</em>, cotton quilt, 60 x 60 in, 2023",
      artist: "ada-quimby",
    });
    expect(second?.text).toBe(
      "Dev Raman, <em>Drunkard's Path</em>, cotton quilt, 60 x 60 in, 2023",
    );
  });
});
