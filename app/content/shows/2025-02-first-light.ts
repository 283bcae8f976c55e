// Show 65, February 2025 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "first-light",
  number: 65,
  displayName: "First Light",
  startDate: "2025-02-07",
  endDate: "2025-02-28",
  featuredImage: {
    src: "first-light/featured.jpg",
    text: "Theo Martel, <em>Dawn, Route 12</em>, archival pigment print, 20 x 30 in, 2025",
    artist: "theo-martel",
  },
  descriptionBold: ["February 7 - 28, 2025", "Opening reception Friday, February 7, 4-7 PM"],
  description: [
    "Our February group show gathers the members' answers to one question: what does the light do, here, in the shortest days?",
    "Paintings, prints and photographs by thirteen member artists, hung in the order of the hours from dawn to dusk.",
    'It is also the first show for our newest member, <a href="/artists/eli-vasquez">Eli Vasquez</a>.',
    'With work by <a href="/artists/maren-holt">Maren Holt</a>, <a href="/artists/ingrid-sato">Ingrid Sato</a>, <a href="/artists/theo-martel">Theo Martel</a>, <a href="/artists/rosalind-pike">Rosalind Pike</a>, <a href="/artists/kwame-osei-bright">Kwame Osei-Bright</a> and <a href="/artists/hana-morimoto">Hana Morimoto</a>.',
  ],
  images: [
    {
      src: "first-light/01.jpg",
      text: "Maren Holt, <em>Worcester Range, Late</em>, oil on linen, 20 x 36 in, 2025",
      artist: "maren-holt",
    },
    {
      src: "first-light/02.jpg",
      text: "Ingrid Sato, <em>Ice Out</em>, reduction linocut, 12 x 16 in, 2025",
      artist: "ingrid-sato",
    },
    {
      src: "first-light/03.jpg",
      text: "Theo Martel, <em>Dawn, Route 12</em>, archival pigment print, 20 x 30 in, 2025",
      artist: "theo-martel",
    },
    {
      src: "first-light/04.jpg",
      text: "Rosalind Pike, <em>February Sun</em>, encaustic on panel, 24 x 24 in, 2025",
      artist: "rosalind-pike",
    },
    {
      src: "first-light/05.jpg",
      text: "Kwame Osei-Bright, <em>Morning Shift</em>, oil on canvas, 30 x 24 in, 2025",
      artist: "kwame-osei-bright",
    },
    {
      src: "first-light/06.jpg",
      text: "Hana Morimoto, <em>Sunrise, Snow</em>, sumi ink on paper, 18 x 24 in, 2025",
      artist: "hana-morimoto",
    },
  ],
  videos: [],
};
