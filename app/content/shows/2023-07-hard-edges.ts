// Show 55.1, July 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "hard-edges",
  number: 55.1,
  displayName: "Hard Edges",
  superDisplayName: "Oren Blackwood",
  startDate: "2023-07-07",
  endDate: "2023-07-31",
  artistParamName: "oren-blackwood",
  featuredImage: {
    src: "hard-edges/featured.jpg",
    text: "<em>Set Square</em>, acrylic on canvas, 30 x 40 in, 2023",
  },
  descriptionBold: ["July 7 - 31, 2023", "Opening reception Friday, July 7, 4-7 PM"],
  description: [
    "Oren Blackwood paints flat fields of colour that meet at perfectly straight edges. The paintings are simple; looking at them is not.",
    "Stand close and the colours vibrate against each other. Step back and they settle into rooms, doors and windows.",
    "The show opened four days before the Winooski flooded downtown. The gallery stayed dry and the paintings stayed up, while the members spent the rest of the month shovelling mud out of their neighbours' basements.",
  ],
  images: [
    {
      src: "hard-edges/01.jpg",
      text: "<em>Hinge</em>, acrylic on canvas, 36 x 36 in, 2023",
    },
    {
      src: "hard-edges/02.jpg",
      text: "<em>Set Square</em>, acrylic on canvas, 30 x 40 in, 2023",
    },
    {
      src: "hard-edges/03.jpg",
      text: "<em>Threshold, Red</em>, acrylic on panel, 24 x 18 in, 2023",
    },
    {
      src: "hard-edges/04.jpg",
      text: "<em>Plumb</em>, acrylic on canvas, 48 x 24 in, 2023",
    },
    {
      src: "hard-edges/05.jpg",
      text: "<em>Rafter</em>, acrylic on canvas, 24 x 48 in, 2023",
    },
    {
      src: "hard-edges/06.jpg",
      text: "<em>Shim</em>, acrylic on panel, 12 x 12 in, 2023",
    },
  ],
  videos: [],
};
