// Show 63.1, November 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "contour",
  number: 63.1,
  displayName: "Contour",
  superDisplayName: "Ruth Gallagher",
  startDate: "2024-11-01",
  endDate: "2024-11-30",
  artistParamName: "ruth-gallagher",
  featuredImage: {
    src: "contour/featured.jpg",
    text: "<em>Contour: Hunger Mountain</em>, embroidery on linen, 20 x 16 in, 2024",
  },
  descriptionBold: ["November 1 - 30, 2024", "Opening reception Friday, November 1, 4-7 PM"],
  description: [
    "Ruth Gallagher drew maps for the state for thirty years. Now she stitches them, one contour line at a time, on linen.",
    "A mountain takes her about a month. She hikes each one first, so that she knows which lines are steep.",
    '<em>Contour</em> is her first solo show. Her <a href="https://ruthgallagher.example.org/trails">trail notes</a> accompany each map.',
  ],
  images: [
    {
      src: "contour/01.jpg",
      text: "<em>Contour: Hunger Mountain</em>, embroidery on linen, 20 x 16 in, 2024",
    },
    {
      src: "contour/02.jpg",
      text: "<em>Contour: Worcester Range</em>, embroidery on linen, 16 x 30 in, 2024",
    },
    {
      src: "contour/03.jpg",
      text: "<em>Watershed</em>, embroidery and dye on linen, 24 x 24 in, 2024",
    },
    {
      src: "contour/04.jpg",
      text: "<em>Elevation 1,350</em>, embroidery on linen, 12 x 12 in, 2024",
    },
    {
      src: "contour/05.jpg",
      text: "<em>Flood Line, July 2023</em>, embroidery on linen, 18 x 24 in, 2024",
    },
    {
      src: "contour/06.jpg",
      text: "<em>Contour: Spruce Mountain</em>, embroidery on linen, 20 x 16 in, 2024",
    },
  ],
  videos: [],
};
