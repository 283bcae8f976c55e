// Show 57, October 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "paper-trail",
  number: 57,
  displayName: "Paper Trail",
  startDate: "2023-10-06",
  endDate: "2023-10-31",
  featuredImage: {
    src: "paper-trail/featured.jpg",
    text: "Hana Morimoto, <em>Crows, October</em>, sumi ink on paper, 18 x 24 in, 2023",
    artist: "hana-morimoto",
  },
  descriptionBold: [
    "October 6 - 31, 2023",
    "Opening reception Friday, October 6, 4-8 PM (Art Walk)",
  ],
  description: [
    "Everything in the members' October show is on paper: drawings, prints, collages, watercolors, a few things that are hard to name.",
    "Paper is cheap, fragile and patient. It is where most artists try things first, and several members are showing work that has never before left the flat file.",
    'With work by <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/hana-morimoto">Hana Morimoto</a>, <a href="/artists/felix-tran">Felix Tran</a>, <a href="/artists/nadia-kowalczyk">Nadia Kowalczyk</a>, <a href="/artists/marcus-hale">Marcus Hale</a> and <a href="/artists/helen-marsh">Helen Marsh</a>.',
  ],
  images: [
    {
      src: "paper-trail/01.jpg",
      text: "August Lindqvist, <em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2023",
      artist: "august-lindqvist",
    },
    {
      src: "paper-trail/02.jpg",
      text: "Hana Morimoto, <em>Crows, October</em>, sumi ink on paper, 18 x 24 in, 2023",
      artist: "hana-morimoto",
    },
    {
      src: "paper-trail/03.jpg",
      text: "Felix Tran, <em>Ten Thousand Dots, Study</em>, ink on paper, 12 x 12 in, 2023",
      artist: "felix-tran",
    },
    {
      src: "paper-trail/04.jpg",
      text: "Nadia Kowalczyk, <em>Seed Saver</em>, collage and thread, 12 x 12 in, 2023",
      artist: "nadia-kowalczyk",
    },
    {
      src: "paper-trail/05.jpg",
      text: "Marcus Hale, <em>Goldenrod</em>, cyanotype on paper, 14 x 11 in, 2023",
      artist: "marcus-hale",
    },
    {
      src: "paper-trail/06.jpg",
      text: "Helen Marsh, <em>Tansy</em>, watercolor on paper, 14 x 10 in, 2023",
      artist: "helen-marsh",
    },
  ],
  videos: [],
};
