import { describe, expect, it } from "vitest";
import type { Artist, Show } from "../../app/content/schema.ts";
import { planImages, styleOf, workSize } from "./recipes.ts";

describe("workSize", () => {
  it("reads a flat work's caption as height by width, at 1600 pixels on the long side", () => {
    expect(workSize("<em>Mud Season</em>, oil on panel, 24 x 30 in, 2023")).toEqual({
      width: 1600,
      height: 1280,
    });
    expect(workSize("<em>Tamarack I</em>, woodcut, 24 x 18 in, 2024")).toEqual({
      width: 1200,
      height: 1600,
    });
    expect(workSize("<em>Hinge</em>, acrylic, 36 x 36 in, 2023")).toEqual({
      width: 1600,
      height: 1600,
    });
  });

  it("photographs objects (three dimensions, or a height) in a portrait frame", () => {
    expect(workSize("<em>Signal</em>, neon and steel, 72 x 30 x 30 in, 2024")).toEqual({
      width: 1280,
      height: 1600,
    });
    expect(workSize("<em>Weir</em>, stoneware, 14 in tall, 2023")).toEqual({
      width: 1280,
      height: 1600,
    });
  });

  it("keeps extreme proportions within reason", () => {
    expect(workSize("<em>Scroll</em>, ink, 12 x 96 in, 2024")).toEqual({
      width: 1600,
      height: 640,
    });
  });
});

const artist: Artist = {
  paramName: "ada-quimby",
  name: "Ada Quimby",
  website: "https://adaquimby.example.com",
  instagram: { handle: "ada", link: "https://www.instagram.com/ada" },
  thumbnail: { src: "ada-quimby/phone-01.jpg" },
  images: [{ src: "ada-quimby/01.jpg", text: "<em>Pieced</em>, cotton quilt, 60 x 60 in, 2023" }],
  bio: [],
};
const show: Show = {
  name: "pieced",
  number: 56.1,
  displayName: "Pieced",
  artistParamName: "ada-quimby",
  startDate: "2023-09-01",
  featuredImage: {
    src: "pieced/featured.jpg",
    text: "<em>Pieced</em>, cotton quilt, 60 x 60 in, 2023",
  },
  description: [],
  images: [{ src: "elsewhere/01.jpg" }],
  videos: [],
};

describe("planImages", () => {
  const plan = planImages({
    shows: [show],
    artists: [artist],
    events: [
      { title: "Talk", date: "2023-09-09T14:00", description: [], image: { src: "talk.jpg" } },
    ],
    gallery: {
      historyImages: [{ src: "history/01.jpg" }],
      visitPhoto: { src: "front-window.jpg" },
    },
  });
  const find = (key: string) => plan.find((image) => `${image.kind}/${image.file}` === key);

  it("draws a work the same way wherever it appears, in its artist's style", () => {
    const onShow = find("shows/pieced/featured.jpg")?.recipe;
    const onArtist = find("artists/ada-quimby/01.jpg")?.recipe;
    expect(onShow).toEqual(onArtist);
    expect(onShow?.motif).toBe(styleOf("ada-quimby").motif);
  });

  it("draws a phone-sized thumbnail of the work it names", () => {
    const thumbnail = find("artists/ada-quimby/phone-01.jpg")?.recipe;
    expect(thumbnail).toMatchObject({ width: 750, height: 1000, seed: "ada-quimby|Pieced" });
  });

  it("draws nothing for an image outside its owner's folder, so the content check reports it", () => {
    expect(find("shows/elsewhere/01.jpg")).toEqual({
      kind: "shows",
      file: "elsewhere/01.jpg",
      recipe: null,
    });
  });

  it("draws events, the early-years photographs and the shop front as photographs", () => {
    expect(find("events/talk.jpg")?.recipe?.motif).toBe("gathering");
    expect(find("gallery/history/01.jpg")?.recipe?.motif).toBe("gathering");
    expect(find("gallery/front-window.jpg")?.recipe?.motif).toBe("storefront");
  });

  it("gives an artist missing from the style table a style of their own", () => {
    expect(styleOf("someone-new")).toEqual(styleOf("someone-new"));
    expect(styleOf("someone-new").palette).not.toEqual(styleOf("someone-else").palette);
  });
});
