// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "nadia-kowalczyk",
  name: "Nadia Kowalczyk",
  website: "https://nadiakowalczyk.example.com",
  instagram: {
    handle: "nadia.cuts.paper",
    link: "https://www.instagram.com/nadia.cuts.paper",
  },
  thumbnail: {
    src: "nadia-kowalczyk/phone-03.jpg",
    scale: 1.3,
    position: "40% 50%",
  },
  images: [
    {
      src: "nadia-kowalczyk/01.jpg",
      text: "<em>Early Girl</em>, collage on board, 16 x 12 in, 2023",
    },
    {
      src: "nadia-kowalczyk/02.jpg",
      text: "<em>Hardy Perennials</em>, collage on board, 20 x 16 in, 2024",
    },
    {
      src: "nadia-kowalczyk/03.jpg",
      text: "<em>Seed Saver</em>, collage and thread, 12 x 12 in, 2024",
    },
    {
      src: "nadia-kowalczyk/04.jpg",
      text: "<em>Burpee, 1958</em>, collage on paper, 14 x 11 in, 2024",
    },
    {
      src: "nadia-kowalczyk/05.jpg",
      text: "<em>Days to Maturity</em>, collage on board, 24 x 18 in, 2024",
    },
    {
      src: "nadia-kowalczyk/06.jpg",
      text: "<em>Catalogue of Losses</em>, collage on board, 30 x 22 in, 2025",
    },
    {
      src: "nadia-kowalczyk/07.jpg",
      text: "<em>Volunteer Squash</em>, collage on paper, 11 x 14 in, 2025",
    },
  ],
  bio: [
    "Nadia Kowalczyk makes collages from seed catalogues she has been collecting since she was nine, when she ordered her first packet of radishes with birthday money.",
    "The older catalogues promise things no garden ever delivered. She cuts them up, she says, <em>to let the pictures tell the truth for once</em>.",
    "She also runs the seed library at the Kellogg-Hubbard Library's back desk on Tuesdays.",
  ],
};
