// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "clara-whitcomb",
  name: "Clara Whitcomb",
  website: "https://clarawhitcomb.example.com",
  instagram: {
    handle: "clara.whitcomb.stilllife",
    link: "https://www.instagram.com/clara.whitcomb.stilllife",
  },
  thumbnail: {
    src: "clara-whitcomb/phone-02.jpg",
  },
  images: [
    {
      src: "clara-whitcomb/01.jpg",
      text: "<em>Three Pears</em>, oil on panel, 10 x 12 in, 2023",
    },
    {
      src: "clara-whitcomb/02.jpg",
      text: "<em>Apples on a Blue Cloth</em>, oil on linen, 16 x 20 in, 2024",
    },
    {
      src: "clara-whitcomb/03.jpg",
      text: "<em>Egg Cups</em>, oil on panel, 8 x 10 in, 2024",
    },
    {
      src: "clara-whitcomb/04.jpg",
      text: "<em>Squash and Shadow</em>, oil on panel, 12 x 16 in, 2025",
    },
  ],
  bio: [
    "Clara Whitcomb paints still lifes from whatever the farm stand had that week, and eats the subject when the painting is done.",
    "She joined the Front in 2024 after thirty years of teaching art at U-32, where several of the current members were once her students.",
  ],
};
