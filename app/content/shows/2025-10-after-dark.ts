// Show 69, October 2025 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "after-dark",
  number: 69,
  displayName: "After Dark",
  startDate: "2025-10-03",
  endDate: "2025-10-31",
  featuredImage: {
    src: "after-dark/featured.jpg",
    text: "August Lindqvist, <em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2025",
    artist: "august-lindqvist",
  },
  descriptionBold: [
    "October 3 - 31, 2025",
    "Opening reception Friday, October 3, 4-8 PM (Art Walk)",
  ],
  description: [
    "Night scenes by the members, hung in a gallery lit only by lamps.",
    "Bring a friend, and a flashlight if you like. Some of the work can only be seen properly with the lights off.",
    'With work by <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/tobias-wren">Tobias Wren</a>, <a href="/artists/theo-martel">Theo Martel</a>, <a href="/artists/priya-castellanos">Priya Castellanos</a> and <a href="/artists/ezra-banks">Ezra Banks</a>.',
  ],
  images: [
    {
      src: "after-dark/01.jpg",
      text: "August Lindqvist, <em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2025",
      artist: "august-lindqvist",
    },
    {
      src: "after-dark/02.jpg",
      text: "August Lindqvist, <em>Bus Shelter, January</em>, charcoal on paper, 24 x 18 in, 2025",
      artist: "august-lindqvist",
    },
    {
      src: "after-dark/03.jpg",
      text: "Tobias Wren, <em>Quarry Light</em>, pigment print, 30 x 40 in, 2025",
      artist: "tobias-wren",
    },
    {
      src: "after-dark/04.jpg",
      text: "Theo Martel, <em>Aurora, Route 12</em>, archival pigment print, 24 x 36 in, 2025",
      artist: "theo-martel",
    },
    {
      src: "after-dark/05.jpg",
      text: "Priya Castellanos, <em>Static</em>, neon on aluminum, 30 x 40 in, 2025",
      artist: "priya-castellanos",
    },
    {
      src: "after-dark/06.jpg",
      text: "Ezra Banks, <em>Porch Light</em>, gouache on paper, 12 x 9 in, 2025",
      artist: "ezra-banks",
    },
  ],
  videos: [],
};
