// Show 52, December 2022 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "small-works-2022",
  number: 52,
  displayName: "Small Works 2022",
  startDate: "2022-12-02",
  endDate: "2022-12-31",
  featuredImage: {
    src: "small-works-2022/featured.jpg",
    text: "The small works wall, December 2022",
  },
  descriptionBold: ["December 2 - 31, 2022", "Opening reception Friday, December 2, 4-7 PM"],
  description: [
    "Nothing in this show is bigger than twelve inches, and nothing costs more than two hundred dollars.",
    "Every member hung at least four pieces, salon style, floor to ceiling. Buy something, take it home the same day, and we fill the gap from the back room.",
    "<strong>Wrapped in brown paper, with string, at no extra charge.</strong>",
    'With work by <a href="/artists/desmond-achebe-ruiz">Desmond Achebe-Ruiz</a>, <a href="/artists/ezra-banks">Ezra Banks</a>, <a href="/artists/marcus-hale">Marcus Hale</a>, <a href="/artists/yusuf-haddad">Yusuf Haddad</a>, <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/beatrix-lund">Beatrix Lund</a>, <a href="/artists/oren-blackwood">Oren Blackwood</a>, <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>, <a href="/artists/rosalind-pike">Rosalind Pike</a> and <a href="/artists/helen-marsh">Helen Marsh</a>.',
  ],
  images: [
    {
      src: "small-works-2022/01.jpg",
      text: "Desmond Achebe-Ruiz, <em>Salt Bowl</em>, salt-glazed porcelain, 5 x 9 in, 2022",
      artist: "desmond-achebe-ruiz",
    },
    {
      src: "small-works-2022/02.jpg",
      text: "Ezra Banks, <em>Woodpile</em>, gouache on paper, 12 x 9 in, 2022",
      artist: "ezra-banks",
    },
    {
      src: "small-works-2022/03.jpg",
      text: "Marcus Hale, <em>Fern Sheet</em>, cyanotype on paper, 11 x 14 in, 2022",
      artist: "marcus-hale",
    },
    {
      src: "small-works-2022/04.jpg",
      text: "Yusuf Haddad, <em>Tile Study, Blue</em>, glazed earthenware tiles, 12 x 12 in, 2022",
      artist: "yusuf-haddad",
    },
    {
      src: "small-works-2022/05.jpg",
      text: "August Lindqvist, <em>Diner Counter</em>, graphite on paper, 11 x 14 in, 2022",
      artist: "august-lindqvist",
    },
    {
      src: "small-works-2022/06.jpg",
      text: "Beatrix Lund, <em>Chickadee</em>, watercolor on paper, 8 x 10 in, 2022",
      artist: "beatrix-lund",
    },
    {
      src: "small-works-2022/07.jpg",
      text: "Oren Blackwood, <em>Small Hinge</em>, acrylic on panel, 10 x 10 in, 2022",
      artist: "oren-blackwood",
    },
    {
      src: "small-works-2022/08.jpg",
      text: "Saoirse Dunleavy, <em>Sea Glass Coaster</em>, glass mosaic, 6 x 6 in, 2022",
      artist: "saoirse-dunleavy",
    },
    {
      src: "small-works-2022/09.jpg",
      text: "Rosalind Pike, <em>Drip</em>, encaustic on panel, 8 x 8 in, 2022",
      artist: "rosalind-pike",
    },
    {
      src: "small-works-2022/10.jpg",
      text: "Helen Marsh, <em>Rose Hips</em>, watercolor on paper, 8 x 6 in, 2022",
      artist: "helen-marsh",
    },
  ],
  videos: [],
};
