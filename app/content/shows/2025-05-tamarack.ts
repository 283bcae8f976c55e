// Show 66.1, May 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "tamarack",
  number: 66.1,
  displayName: "Tamarack",
  superDisplayName: "Ingrid Sato",
  startDate: "2025-05-02",
  endDate: "2025-05-31",
  artistParamName: "ingrid-sato",
  featuredImage: {
    src: "tamarack/featured.jpg",
    text: "<em>Tamarack I</em>, woodcut, 24 x 18 in, 2024",
  },
  descriptionBold: ["May 2 - 31, 2025", "Opening reception Friday, May 2, 4-8 PM (Art Walk)"],
  description: [
    "Twelve woodcuts following one stand of larch at the edge of a Marshfield bog through a year.",
    "The tamarack is the only conifer here that loses its needles. Ingrid Sato printed it green, gold, bare, and green again.",
    "The artist will demonstrate hand-printing with a baren during the May Art Walk.",
  ],
  images: [
    {
      src: "tamarack/01.jpg",
      text: "<em>Tamarack I</em>, woodcut, 24 x 18 in, 2024",
    },
    {
      src: "tamarack/02.jpg",
      text: "<em>Tamarack II</em>, woodcut, 24 x 18 in, 2024",
    },
    {
      src: "tamarack/03.jpg",
      text: "<em>Tamarack III</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/04.jpg",
      text: "<em>Tamarack IV</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/05.jpg",
      text: "<em>Bog Walk</em>, woodcut on kozo paper, 18 x 24 in, 2023",
    },
    {
      src: "tamarack/06.jpg",
      text: "<em>Larch Needles</em>, woodcut, 10 x 10 in, 2025",
    },
    {
      src: "tamarack/07.jpg",
      text: "<em>Tamarack V</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/08.jpg",
      text: "<em>Tamarack VI</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/09.jpg",
      text: "<em>Tamarack VII</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/10.jpg",
      text: "<em>Tamarack VIII</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/11.jpg",
      text: "<em>Tamarack IX</em>, woodcut, 24 x 18 in, 2025",
    },
    {
      src: "tamarack/12.jpg",
      text: "<em>Tamarack X</em>, woodcut, 24 x 18 in, 2025",
    },
  ],
  videos: [],
};
