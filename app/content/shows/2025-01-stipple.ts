// Show 64.1, January 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "stipple",
  number: 64.1,
  displayName: "Stipple",
  superDisplayName: "Felix Tran",
  startDate: "2025-01-03",
  endDate: "2025-01-31",
  artistParamName: "felix-tran",
  featuredImage: {
    src: "stipple/featured.jpg",
    text: "<em>Stipple Map, Montpelier</em>, ink on paper, 24 x 18 in, 2024",
  },
  descriptionBold: ["January 3 - 31, 2025", "Opening reception Friday, January 3, 4-7 PM"],
  description: [
    "Felix Tran draws with dots and nothing else. The largest drawing in <em>Stipple</em> has about a million of them and took eleven months.",
    "Bring reading glasses, or borrow the magnifying glass hanging by the door.",
  ],
  images: [
    {
      src: "stipple/01.jpg",
      text: "<em>Stipple Map, Montpelier</em>, ink on paper, 24 x 18 in, 2024",
    },
    {
      src: "stipple/02.jpg",
      text: "<em>Ten Thousand Dots</em>, ink on paper, 18 x 18 in, 2024",
    },
    {
      src: "stipple/03.jpg",
      text: "<em>Onion River</em>, ink on paper, 12 x 30 in, 2024",
    },
    {
      src: "stipple/04.jpg",
      text: "<em>Hubbard Park, Fog</em>, ink on paper, 18 x 24 in, 2024",
    },
    {
      src: "stipple/05.jpg",
      text: "<em>Counting Sheep</em>, ink on paper, 9 x 12 in, 2024",
    },
    {
      src: "stipple/06.jpg",
      text: "<em>A Million, Roughly</em>, ink on paper, 30 x 22 in, 2024",
    },
  ],
  videos: [],
};
