// Show 59.1, March 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "seed-catalogue",
  number: 59.1,
  displayName: "Seed Catalogue",
  superDisplayName: "Nadia Kowalczyk",
  startDate: "2024-03-01",
  endDate: "2024-03-31",
  artistParamName: "nadia-kowalczyk",
  featuredImage: {
    src: "seed-catalogue/featured.jpg",
    text: "<em>Burpee, 1958</em>, collage on paper, 14 x 11 in, 2024",
  },
  descriptionBold: ["March 1 - 31, 2024", "Opening reception Friday, March 1, 4-7 PM"],
  description: [
    "Nadia Kowalczyk has been collecting seed catalogues since she was nine. In <em>Seed Catalogue</em> she cuts forty years of them into pieces.",
    "The collages are funny, lush and a little sad: perfect tomatoes, giant pumpkins, every promise a March catalogue ever made.",
    "Bring seeds to swap at the opening; the artist will bring her own.",
  ],
  images: [
    {
      src: "seed-catalogue/01.jpg",
      text: "<em>Hardy Perennials</em>, collage on board, 20 x 16 in, 2024",
    },
    {
      src: "seed-catalogue/02.jpg",
      text: "<em>Burpee, 1958</em>, collage on paper, 14 x 11 in, 2024",
    },
    {
      src: "seed-catalogue/03.jpg",
      text: "<em>Days to Maturity</em>, collage on board, 24 x 18 in, 2024",
    },
    {
      src: "seed-catalogue/04.jpg",
      text: "<em>Early Girl</em>, collage on board, 16 x 12 in, 2023",
    },
    {
      src: "seed-catalogue/05.jpg",
      text: "<em>Seed Saver</em>, collage and thread, 12 x 12 in, 2024",
    },
    {
      src: "seed-catalogue/06.jpg",
      text: "<em>Germination Rate</em>, collage on paper, 11 x 14 in, 2024",
    },
  ],
  videos: [],
};
