// Show 67, June 2025 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "ten-years-on-barre-street",
  number: 67,
  displayName: "Ten Years on Barre Street",
  startDate: "2025-06-06",
  endDate: "2025-06-30",
  featuredImage: {
    src: "ten-years-on-barre-street/featured.jpg",
    text: "The anniversary hang, June 2025",
  },
  descriptionBold: ["June 6 - 30, 2025", "Opening reception Friday, June 6, 4-8 PM (Art Walk)"],
  description: [
    "The Front turns ten. Current and former members show side by side, with a guest or two for luck.",
    "<strong>10 years, 67 group shows, 30 solo shows, 23 current member-owners and 36 former members.</strong>",
    "Peg Corliss, who signed the first lease, has drawn Barre Street as it looked in 2015. Walt Brennan has painted a new sign. Come and see what a decade of artists running their own gallery looks like.",
    'With work by <a href="/artists/helen-marsh">Helen Marsh</a>, <a href="/artists/ezra-banks">Ezra Banks</a>, <a href="/artists/peg-corliss">Peg Corliss</a>, <a href="/artists/walt-brennan">Walt Brennan</a>, <a href="/artists/samuel-okafor">Samuel Okafor</a>, <a href="/artists/yusuf-haddad">Yusuf Haddad</a>, <a href="/artists/oren-blackwood">Oren Blackwood</a>, <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>, <a href="/artists/jonah-abernathy">Jonah Abernathy</a> and <a href="/artists/eli-vasquez">Eli Vasquez</a>.',
  ],
  images: [
    {
      src: "ten-years-on-barre-street/01.jpg",
      text: "Helen Marsh, <em>Vetch</em>, watercolor on paper, 14 x 10 in, 2022",
      artist: "helen-marsh",
    },
    {
      src: "ten-years-on-barre-street/02.jpg",
      text: "Ezra Banks, <em>Kitchen Window</em>, gouache on paper, 9 x 12 in, 2023",
      artist: "ezra-banks",
    },
    {
      src: "ten-years-on-barre-street/03.jpg",
      text: "Peg Corliss, <em>Barre Street, 2015</em>, pastel on paper, 12 x 18 in, 2025",
      artist: "peg-corliss",
    },
    {
      src: "ten-years-on-barre-street/04.jpg",
      text: "Walt Brennan, <em>The Front</em>, enamel on board, 12 x 36 in, 2025",
      artist: "walt-brennan",
    },
    {
      src: "ten-years-on-barre-street/05.jpg",
      text: "Samuel Okafor, <em>Harbor</em>, acrylic on canvas, 36 x 48 in, 2024",
      artist: "samuel-okafor",
    },
    {
      src: "ten-years-on-barre-street/06.jpg",
      text: "Yusuf Haddad, <em>Courtyard</em>, glazed earthenware tiles, 36 x 36 in, 2023",
      artist: "yusuf-haddad",
    },
    {
      src: "ten-years-on-barre-street/07.jpg",
      text: "Oren Blackwood, <em>Two Rooms</em>, acrylic on canvas, 48 x 36 in, 2024",
      artist: "oren-blackwood",
    },
    {
      src: "ten-years-on-barre-street/08.jpg",
      text: "Saoirse Dunleavy, <em>Tide Table</em>, glass mosaic, 16 x 30 in, 2025",
      artist: "saoirse-dunleavy",
    },
    {
      src: "ten-years-on-barre-street/09.jpg",
      text: "Jonah Abernathy, <em>Bridge Freezes Before Road</em>, screenprint, 24 x 18 in, 2024",
      artist: "jonah-abernathy",
    },
    {
      src: "ten-years-on-barre-street/10.jpg",
      text: "Eli Vasquez, <em>Cherry Burl Vessel</em>, turned cherry burl, 9 in tall, 2025",
      artist: "eli-vasquez",
    },
  ],
  videos: [],
};
