// Show 65.1, March 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "the-weight-of-water",
  number: 65.1,
  displayName: "The Weight of Water",
  superDisplayName: "Desmond Achebe-Ruiz",
  startDate: "2025-03-07",
  endDate: "2025-03-31",
  artistParamName: "desmond-achebe-ruiz",
  featuredImage: {
    src: "the-weight-of-water/featured.jpg",
    text: "<em>Weir</em>, stoneware and ash glaze, 14 in tall, 2023",
  },
  descriptionBold: ["March 7 - 31, 2025", "Opening reception Friday, March 7, 4-7 PM"],
  description: [
    "Forty wood-fired vessels made over two firings of the shared kiln in Calais, each one meant to hold water.",
    "Desmond Achebe-Ruiz lets the fire finish the work: ash lands on the pots and melts into glaze, so no two come out alike.",
    'Read about the kiln and its builders in <a href="https://achebe-ruiz.example.org/kiln">the artist\'s kiln diary</a>.',
  ],
  images: [
    {
      src: "the-weight-of-water/01.jpg",
      text: "<em>Weir</em>, stoneware and ash glaze, 14 in tall, 2023",
    },
    {
      src: "the-weight-of-water/02.jpg",
      text: "<em>Two Vessels for Rain</em>, wood-fired stoneware, 11 in tall, 2024",
    },
    {
      src: "the-weight-of-water/03.jpg",
      text: "<em>Field Jar</em>, wood-fired stoneware, 16 in tall, 2025",
    },
    {
      src: "the-weight-of-water/04.jpg",
      text: "<em>Salt Bowl</em>, salt-glazed porcelain, 5 x 9 in, 2024",
    },
    {
      src: "the-weight-of-water/05.jpg",
      text: "<em>Kiln Shelf Still Life</em>, stoneware and kiln furniture, 12 x 20 in, 2025",
    },
    {
      src: "the-weight-of-water/06.jpg",
      text: "<em>Ember Pitcher</em>, wood-fired stoneware, 10 in tall, 2025",
    },
    {
      src: "the-weight-of-water/07.jpg",
      text: "<em>Cistern</em>, wood-fired stoneware, 22 in tall, 2025",
    },
  ],
  videos: [
    {
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      type: "YouTube",
      text: "A firing at the Calais kiln",
    },
    {
      src: "the-weight-of-water/throwing.mp4",
      type: "File",
      text: "Throwing a field jar",
    },
  ],
};
