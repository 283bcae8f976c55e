// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "walt-brennan",
  name: "Walt Brennan",
  isNotMember: true,
  website: "https://waltbrennan.example.org",
  instagram: {
    handle: "walt.brennan.signs",
    link: "https://www.instagram.com/walt.brennan.signs",
  },
  thumbnail: {
    src: "walt-brennan/phone-01.jpg",
  },
  images: [
    {
      src: "walt-brennan/01.jpg",
      text: "<em>Fresh Eggs</em>, enamel on board, 18 x 24 in, 2022",
    },
    {
      src: "walt-brennan/02.jpg",
      text: "<em>Bait and Ammo</em>, enamel on board, 24 x 36 in, 2023",
    },
    {
      src: "walt-brennan/03.jpg",
      text: "<em>Open / Closed</em>, enamel on tin, 12 x 18 in, 2023",
    },
  ],
  bio: [
    "Walt Brennan painted signs by hand for shops up and down the valley for forty years, and painted the Front's first window lettering for free.",
    "He was a member from 2018 to 2024.",
  ],
};
