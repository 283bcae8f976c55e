// Show 68, August 2025 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "hand-and-eye",
  number: 68,
  displayName: "Hand and Eye",
  startDate: "2025-08-01",
  endDate: "2025-08-31",
  featuredImage: {
    src: "hand-and-eye/featured.jpg",
    text: "August Lindqvist, <em>Laundromat</em>, charcoal and chalk, 22 x 30 in, 2025",
    artist: "august-lindqvist",
  },
  descriptionBold: ["August 1 - 31, 2025", "Opening reception Friday, August 1, 4-8 PM (Art Walk)"],
  description: [
    "Drawings by the members, from quick sketches to finished sheets.",
    "Drawing is where almost every artist starts, and the place most of them go back to when they are stuck. The show hangs studies beside the works they led to.",
    'With work by <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/felix-tran">Felix Tran</a>, <a href="/artists/kwame-osei-bright">Kwame Osei-Bright</a>, <a href="/artists/hana-morimoto">Hana Morimoto</a>, <a href="/artists/clara-whitcomb">Clara Whitcomb</a> and <a href="/artists/ruth-gallagher">Ruth Gallagher</a>.',
  ],
  images: [
    {
      src: "hand-and-eye/01.jpg",
      text: "August Lindqvist, <em>Laundromat</em>, charcoal and chalk, 22 x 30 in, 2025",
      artist: "august-lindqvist",
    },
    {
      src: "hand-and-eye/02.jpg",
      text: "Felix Tran, <em>Counting Sheep</em>, ink on paper, 9 x 12 in, 2025",
      artist: "felix-tran",
    },
    {
      src: "hand-and-eye/03.jpg",
      text: "Kwame Osei-Bright, <em>Sketch for Barber, Friday</em>, graphite on paper, 14 x 11 in, 2025",
      artist: "kwame-osei-bright",
    },
    {
      src: "hand-and-eye/04.jpg",
      text: "Hana Morimoto, <em>Brush Study</em>, sumi ink on paper, 18 x 24 in, 2025",
      artist: "hana-morimoto",
    },
    {
      src: "hand-and-eye/05.jpg",
      text: "Clara Whitcomb, <em>Three Pears, Drawn</em>, graphite on paper, 10 x 12 in, 2025",
      artist: "clara-whitcomb",
    },
    {
      src: "hand-and-eye/06.jpg",
      text: "Ruth Gallagher, <em>Contour Study</em>, pencil on linen, 12 x 12 in, 2025",
      artist: "ruth-gallagher",
    },
  ],
  videos: [],
};
