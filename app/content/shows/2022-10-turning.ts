// Show 51, October 2022 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "turning",
  number: 51,
  displayName: "Turning",
  startDate: "2022-10-07",
  endDate: "2022-10-31",
  featuredImage: {
    src: "turning/featured.jpg",
    text: "Installation view of <em>Turning</em>, October 2022",
  },
  descriptionBold: ["October 7 - 31, 2022", "Opening reception Friday, October 7, 4-7 PM"],
  description: [
    "The members' autumn show is about the turn of the year: leaves, geese, hay in the barn and the first woodsmoke in the valley.",
    "Each artist brought one piece made this fall and one made in a fall long ago. Hung side by side, they make a quiet argument about what changes and what doesn't.",
    "The show opens on the first Friday of October, the same night as the fall foliage traffic finally thins out on Route 2.",
    'With work by <a href="/artists/maren-holt">Maren Holt</a>, <a href="/artists/hana-morimoto">Hana Morimoto</a>, <a href="/artists/helen-marsh">Helen Marsh</a>, <a href="/artists/peg-corliss">Peg Corliss</a>, <a href="/artists/ada-quimby">Ada Quimby</a> and <a href="/artists/walt-brennan">Walt Brennan</a>.',
  ],
  images: [
    {
      src: "turning/01.jpg",
      text: "Maren Holt, <em>October Pasture</em>, oil on panel, 16 x 20 in, 2022",
      artist: "maren-holt",
    },
    {
      src: "turning/02.jpg",
      text: "Hana Morimoto, <em>Last Leaves</em>, sumi ink on paper, 24 x 18 in, 2022",
      artist: "hana-morimoto",
    },
    {
      src: "turning/03.jpg",
      text: "Helen Marsh, <em>Chicory by the Railroad</em>, watercolor on paper, 10 x 14 in, 2022",
      artist: "helen-marsh",
    },
    {
      src: "turning/04.jpg",
      text: "Peg Corliss, <em>Haying, Adamant</em>, pastel on paper, 12 x 18 in, 2022",
      artist: "peg-corliss",
    },
    {
      src: "turning/05.jpg",
      text: "Ada Quimby, <em>Flying Geese, Going North</em>, cotton quilt, 84 x 72 in, 2022",
      artist: "ada-quimby",
    },
    {
      src: "turning/06.jpg",
      text: "Walt Brennan, <em>Fresh Eggs</em>, enamel on board, 18 x 24 in, 2022",
      artist: "walt-brennan",
    },
  ],
  videos: [],
};
