// Show 62.1, September 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "sitters",
  number: 62.1,
  displayName: "Sitters",
  superDisplayName: "Kwame Osei-Bright",
  startDate: "2024-09-06",
  endDate: "2024-09-30",
  artistParamName: "kwame-osei-bright",
  featuredImage: {
    src: "sitters/featured.jpg",
    text: "<em>The Librarian</em>, oil on canvas, 30 x 24 in, 2024",
  },
  descriptionBold: [
    "September 6 - 30, 2024",
    "Opening reception Friday, September 6, 4-8 PM (Art Walk)",
  ],
  description: [
    "Kwame Osei-Bright paints the people who keep Montpelier running. Each sitting lasts a whole afternoon, and he records the conversation.",
    "Transcripts of the sittings hang beside the paintings. Read them; the sitters are very funny.",
    "Several of the sitters will be at the opening. You may recognise them from the bank, the market, or the plow.",
  ],
  images: [
    {
      src: "sitters/01.jpg",
      text: "<em>The Librarian</em>, oil on canvas, 30 x 24 in, 2024",
    },
    {
      src: "sitters/02.jpg",
      text: "<em>Snow Day, Ms. Pearl</em>, oil on canvas, 36 x 30 in, 2024",
    },
    {
      src: "sitters/03.jpg",
      text: "<em>Barber, Friday</em>, oil on canvas, 30 x 24 in, 2024",
    },
    {
      src: "sitters/04.jpg",
      text: "<em>Twins at the Farmers Market</em>, oil on canvas, 40 x 30 in, 2024",
    },
    {
      src: "sitters/05.jpg",
      text: "<em>The Egg Lady</em>, oil on canvas, 30 x 24 in, 2024",
    },
    {
      src: "sitters/06.jpg",
      text: "<em>Crossing Guard</em>, oil on canvas, 36 x 24 in, 2024",
    },
    {
      src: "sitters/07.jpg",
      text: "<em>Self-Portrait with Mud Boots</em>, oil on canvas, 24 x 20 in, 2024",
    },
    {
      src: "sitters/08.jpg",
      text: "<em>The Plow Driver</em>, oil on canvas, 30 x 24 in, 2023",
    },
  ],
  videos: [],
};
