// Show 68.1, September 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "mending-map",
  number: 68.1,
  displayName: "Mending Map",
  superDisplayName: "Lucia Ferreira",
  startDate: "2025-09-05",
  endDate: "2025-09-30",
  artistParamName: "lucia-ferreira",
  featuredImage: {
    src: "mending-map/featured.jpg",
    text: "<em>Mending Map</em>, hand-dyed wool, 60 x 48 in, 2024",
  },
  descriptionBold: [
    "September 5 - 30, 2025",
    "Opening reception Friday, September 5, 4-8 PM (Art Walk)",
  ],
  description: [
    "Weavings dyed with plants from the artist's garden in Worcester: indigo, walnut, goldenrod and marigold.",
    "<em>Mending Map</em>, the largest piece, was woven from the worn-out sweaters of Lucia Ferreira's neighbours, unravelled and re-dyed. Each neighbour's yarn runs through it like a road.",
  ],
  images: [
    {
      src: "mending-map/01.jpg",
      text: "<em>Mending Map</em>, hand-dyed wool, 60 x 48 in, 2024",
    },
    {
      src: "mending-map/02.jpg",
      text: "<em>Warp Study</em>, cotton and wool, 20 x 16 in, 2025",
    },
    {
      src: "mending-map/03.jpg",
      text: "<em>Walnut Grid</em>, walnut-dyed linen, 24 x 24 in, 2025",
    },
    {
      src: "mending-map/04.jpg",
      text: "<em>Goldenrod Yardage</em>, goldenrod-dyed wool, 72 x 30 in, 2024",
    },
    {
      src: "mending-map/05.jpg",
      text: "<em>Indigo Field</em>, indigo on linen, 36 x 36 in, 2025",
    },
    {
      src: "mending-map/06.jpg",
      text: "<em>Darning Sampler</em>, wool on linen, 16 x 16 in, 2025",
    },
  ],
  videos: [
    {
      src: "mending-map/loom.mp4",
      type: "File",
      text: "On the loom",
    },
  ],
};
