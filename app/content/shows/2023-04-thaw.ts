// Show 54, April 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "thaw",
  number: 54,
  displayName: "Thaw",
  startDate: "2023-04-07",
  endDate: "2023-04-30",
  featuredImage: {
    src: "thaw/featured.jpg",
    text: "Installation view of <em>Thaw</em>, April 2023",
  },
  descriptionBold: ["April 7 - 30, 2023", "Opening reception Friday, April 7, 4-7 PM"],
  description: [
    "Ice going out on the river, peepers in the ditches, the first green in the south-facing banks. The members' April show is about things coming back.",
    "It is also the first show for two new members, Ingrid Sato and Saoirse Dunleavy. Welcome to them both.",
    'With work by <a href="/artists/marcus-hale">Marcus Hale</a>, <a href="/artists/beatrix-lund">Beatrix Lund</a>, <a href="/artists/ingrid-sato">Ingrid Sato</a>, <a href="/artists/helen-marsh">Helen Marsh</a> and <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>.',
  ],
  images: [
    {
      src: "thaw/01.jpg",
      text: "Marcus Hale, <em>Meadow Blueprint I</em>, cyanotype on cotton rag, 30 x 22 in, 2022",
      artist: "marcus-hale",
    },
    {
      src: "thaw/02.jpg",
      text: "Beatrix Lund, <em>Spring Peepers</em>, watercolor on paper, 8 x 10 in, 2023",
      artist: "beatrix-lund",
    },
    {
      src: "thaw/03.jpg",
      text: "Ingrid Sato, <em>Bog Walk</em>, woodcut on kozo paper, 18 x 24 in, 2023",
      artist: "ingrid-sato",
    },
    {
      src: "thaw/04.jpg",
      text: "Helen Marsh, <em>Yarrow</em>, watercolor on paper, 14 x 10 in, 2023",
      artist: "helen-marsh",
    },
    {
      src: "thaw/05.jpg",
      text: "Saoirse Dunleavy, <em>River Stones</em>, glass and stone mosaic, 24 x 24 in, 2023",
      artist: "saoirse-dunleavy",
    },
  ],
  videos: [],
};
