// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "ingrid-sato",
  name: "Ingrid Sato",
  website: "https://ingridsato.example.com",
  instagram: {
    handle: "ingrid.sato.prints",
    link: "https://www.instagram.com/ingrid.sato.prints",
  },
  thumbnail: {
    src: "ingrid-sato/phone-01.jpg",
  },
  images: [
    {
      src: "ingrid-sato/01.jpg",
      text: "<em>Tamarack I</em>, woodcut, 24 x 18 in, 2024",
    },
    {
      src: "ingrid-sato/02.jpg",
      text: "<em>Tamarack II</em>, woodcut, 24 x 18 in, 2024",
    },
    {
      src: "ingrid-sato/03.jpg",
      text: "<em>Ice Out</em>, reduction linocut, 12 x 16 in, 2025",
    },
    {
      src: "ingrid-sato/04.jpg",
      text: "<em>Tamarack III</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "ingrid-sato/05.jpg",
      text: "<em>Bog Walk</em>, woodcut on kozo paper, 18 x 24 in, 2023",
    },
    {
      src: "ingrid-sato/06.jpg",
      text: "<em>Larch Needles</em>, woodcut, 10 x 10 in, 2025",
    },
    {
      src: "ingrid-sato/07.jpg",
      text: "<em>Tamarack IV</em>, woodcut, 24 x 18 in, 2025",
    },
  ],
  bio: [
    "Ingrid Sato carves woodblocks from salvaged cherry and prints them by hand with a bamboo baren, one sheet at a time.",
    "Her series <em>Tamarack</em> follows one stand of larch at the edge of a Marshfield bog through a year of needles going gold and falling.",
    "Before printmaking she spent twenty years as a surveyor, which she says explains the straight lines.",
  ],
};
