// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "oren-blackwood",
  name: "Oren Blackwood",
  website: "https://orenblackwood.example.org",
  instagram: {
    handle: "oren.blackwood",
    link: "https://www.instagram.com/oren.blackwood",
  },
  thumbnail: {
    src: "oren-blackwood/phone-01.jpg",
  },
  images: [
    {
      src: "oren-blackwood/01.jpg",
      text: "<em>Interval</em>, acrylic on canvas, 40 x 30 in, 2022",
    },
    {
      src: "oren-blackwood/02.jpg",
      text: "<em>Hinge</em>, acrylic on canvas, 36 x 36 in, 2023",
    },
    {
      src: "oren-blackwood/03.jpg",
      text: "<em>Threshold, Yellow</em>, acrylic on panel, 24 x 18 in, 2023",
    },
    {
      src: "oren-blackwood/04.jpg",
      text: "<em>Set Square</em>, acrylic on canvas, 30 x 40 in, 2023",
    },
    {
      src: "oren-blackwood/05.jpg",
      text: "<em>Two Rooms</em>, acrylic on canvas, 48 x 36 in, 2024",
    },
  ],
  bio: [
    "Oren Blackwood paints with masking tape as much as with brushes: flat fields of colour meeting at edges sharp enough to cut yourself on.",
    "He spent thirty years as a union carpenter. <u>Square, plumb and level</u>, he says, is the whole of his aesthetic.",
  ],
};
