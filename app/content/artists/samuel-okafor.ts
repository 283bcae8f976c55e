// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "samuel-okafor",
  name: "Samuel Okafor",
  isNotMember: true,
  website: "https://samuelokafor.example.org",
  instagram: {
    handle: "samuel.okafor.studio",
    link: "https://www.instagram.com/samuel.okafor.studio",
  },
  thumbnail: {
    src: "samuel-okafor/phone-01.jpg",
  },
  images: [
    {
      src: "samuel-okafor/01.jpg",
      text: "<em>Crossing</em>, acrylic on canvas, 30 x 40 in, 2024",
    },
    {
      src: "samuel-okafor/02.jpg",
      text: "<em>Harbor</em>, acrylic on canvas, 36 x 48 in, 2024",
    },
    {
      src: "samuel-okafor/03.jpg",
      text: "<em>Ferry</em>, acrylic on canvas, 30 x 30 in, 2025",
    },
  ],
  bio: [
    "Samuel Okafor showed with the Front as a visiting artist in the summer of 2025, for our tenth anniversary.",
    "He paints harbours from memory: Lagos, where he grew up, and Portland, Maine, where he lives now.",
  ],
};
