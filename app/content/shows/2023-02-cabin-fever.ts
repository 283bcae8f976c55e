// Show 53, February 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "cabin-fever",
  number: 53,
  displayName: "Cabin Fever",
  startDate: "2023-02-03",
  endDate: "2023-02-28",
  featuredImage: {
    src: "cabin-fever/featured.jpg",
    text: "Peg Corliss, <em>Co-op Parking Lot, Dusk</em>, pastel on paper, 12 x 18 in, 2022",
    artist: "peg-corliss",
  },
  descriptionBold: ["February 3 - 28, 2023", "Opening reception Friday, February 3, 4-7 PM"],
  description: [
    "By February every Vermonter is a little unwell. This is the members' cure: bright colour, loud patterns and a room full of people.",
    "Some of the work is about being stuck indoors; most of it is about wanting very badly to be somewhere else.",
    'With work by <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/oren-blackwood">Oren Blackwood</a>, <a href="/artists/peg-corliss">Peg Corliss</a>, <a href="/artists/hana-morimoto">Hana Morimoto</a>, <a href="/artists/ada-quimby">Ada Quimby</a>, <a href="/artists/walt-brennan">Walt Brennan</a> and <a href="/artists/yusuf-haddad">Yusuf Haddad</a>.',
  ],
  images: [
    {
      src: "cabin-fever/01.jpg",
      text: "August Lindqvist, <em>The Last Train</em>, charcoal and chalk, 22 x 30 in, 2023",
      artist: "august-lindqvist",
    },
    {
      src: "cabin-fever/02.jpg",
      text: "Oren Blackwood, <em>Interval</em>, acrylic on canvas, 40 x 30 in, 2022",
      artist: "oren-blackwood",
    },
    {
      src: "cabin-fever/03.jpg",
      text: "Peg Corliss, <em>Co-op Parking Lot, Dusk</em>, pastel on paper, 12 x 18 in, 2022",
      artist: "peg-corliss",
    },
    {
      src: "cabin-fever/04.jpg",
      text: "Hana Morimoto, <em>Crows in the Field</em>, sumi ink on paper, 18 x 24 in, 2023",
      artist: "hana-morimoto",
    },
    {
      src: "cabin-fever/05.jpg",
      text: "Ada Quimby, <em>Drunkard's Path</em>, cotton quilt, 48 x 48 in, 2023",
      artist: "ada-quimby",
    },
    {
      src: "cabin-fever/06.jpg",
      text: "Walt Brennan, <em>Bait and Ammo</em>, enamel on board, 24 x 36 in, 2023",
      artist: "walt-brennan",
    },
    {
      src: "cabin-fever/07.jpg",
      text: "Yusuf Haddad, <em>Courtyard</em>, glazed earthenware tiles, 36 x 36 in, 2023",
      artist: "yusuf-haddad",
    },
  ],
  videos: [],
};
