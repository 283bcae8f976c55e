// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "ezra-banks",
  name: "Ezra Banks",
  website: "https://ezrabanks.example.org",
  instagram: {
    handle: "ezra.banks.paints",
    link: "https://www.instagram.com/ezra.banks.paints",
  },
  thumbnail: {
    src: "ezra-banks/phone-01.jpg",
  },
  images: [
    {
      src: "ezra-banks/01.jpg",
      text: "<em>Kitchen Window</em>, gouache on paper, 9 x 12 in, 2023",
    },
    {
      src: "ezra-banks/02.jpg",
      text: "<em>Dooryard</em>, gouache on paper, 9 x 12 in, 2024",
    },
    {
      src: "ezra-banks/03.jpg",
      text: "<em>Woodpile</em>, gouache on paper, 12 x 9 in, 2024",
    },
    {
      src: "ezra-banks/04.jpg",
      text: "<em>Mudroom</em>, gouache on paper, 12 x 9 in, 2022",
    },
    {
      src: "ezra-banks/05.jpg",
      text: "<em>Supper Table</em>, gouache on paper, 9 x 12 in, 2022",
    },
    {
      src: "ezra-banks/06.jpg",
      text: "<em>Porch Light</em>, gouache on paper, 12 x 9 in, 2025",
    },
  ],
  bio: [
    "Ezra Banks paints small gouaches of ordinary rooms and yards in the hour before supper, when the light goes orange and everybody is somewhere else.",
    "He works at the kitchen table of a farmhouse in East Montpelier and paints only what he can see from it.",
  ],
};
