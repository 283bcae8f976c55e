// Show 63, October 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "field-guide",
  number: 63,
  displayName: "Field Guide",
  startDate: "2024-10-04",
  endDate: "2024-10-31",
  featuredImage: {
    src: "field-guide/featured.jpg",
    text: "Installation view of <em>Field Guide</em>, October 2024",
  },
  descriptionBold: [
    "October 4 - 31, 2024",
    "Opening reception Friday, October 4, 4-8 PM (Art Walk)",
  ],
  description: [
    "Every member chose one living thing they see often and looked at it harder than usual. The results hang like the pages of a field guide, with the members' own notes.",
    "Lichen, herons, asters, a squash. The show asks you to pay the same attention on the walk home.",
    'With work by <a href="/artists/beatrix-lund">Beatrix Lund</a>, <a href="/artists/marcus-hale">Marcus Hale</a>, <a href="/artists/nadia-kowalczyk">Nadia Kowalczyk</a>, <a href="/artists/ruth-gallagher">Ruth Gallagher</a>, <a href="/artists/felix-tran">Felix Tran</a> and <a href="/artists/clara-whitcomb">Clara Whitcomb</a>.',
  ],
  images: [
    {
      src: "field-guide/01.jpg",
      text: "Beatrix Lund, <em>Heron Rookery</em>, watercolor on paper, 22 x 30 in, 2024",
      artist: "beatrix-lund",
    },
    {
      src: "field-guide/02.jpg",
      text: "Marcus Hale, <em>Aster, Late</em>, cyanotype on paper, 14 x 11 in, 2024",
      artist: "marcus-hale",
    },
    {
      src: "field-guide/03.jpg",
      text: "Nadia Kowalczyk, <em>Catalogue of Losses</em>, collage on board, 30 x 22 in, 2024",
      artist: "nadia-kowalczyk",
    },
    {
      src: "field-guide/04.jpg",
      text: "Ruth Gallagher, <em>Watershed</em>, embroidery and dye on linen, 24 x 24 in, 2024",
      artist: "ruth-gallagher",
    },
    {
      src: "field-guide/05.jpg",
      text: "Felix Tran, <em>Lichen, Magnified</em>, ink on paper, 12 x 12 in, 2024",
      artist: "felix-tran",
    },
    {
      src: "field-guide/06.jpg",
      text: "Clara Whitcomb, <em>Squash and Shadow</em>, oil on panel, 12 x 16 in, 2024",
      artist: "clara-whitcomb",
    },
  ],
  videos: [],
};
