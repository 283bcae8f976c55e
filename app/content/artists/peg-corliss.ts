// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "peg-corliss",
  name: "Peg Corliss",
  isNotMember: true,
  website: "https://pegcorliss.example.com",
  instagram: {
    handle: "peg.corliss.pastels",
    link: "https://www.instagram.com/peg.corliss.pastels",
  },
  thumbnail: {
    src: "peg-corliss/phone-01.jpg",
    scale: 1.2,
  },
  images: [
    {
      src: "peg-corliss/01.jpg",
      text: "<em>Haying, Adamant</em>, pastel on paper, 12 x 18 in, 2022",
    },
    {
      src: "peg-corliss/02.jpg",
      text: "<em>Co-op Parking Lot, Dusk</em>, pastel on paper, 12 x 18 in, 2022",
    },
    {
      src: "peg-corliss/03.jpg",
      text: "<em>Kents' Corner</em>, pastel on paper, 18 x 12 in, 2023",
    },
  ],
  bio: [
    "Peg Corliss was one of the eight artists who signed the lease on Barre Street in 2015. She chaired the Front for its first five years.",
    "She left the cooperative in 2023 to spend her winters somewhere warmer, and comes back every summer with a car full of pastels.",
  ],
};
