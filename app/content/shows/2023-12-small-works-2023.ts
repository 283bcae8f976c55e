// Show 58, December 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "small-works-2023",
  number: 58,
  displayName: "Small Works 2023",
  startDate: "2023-12-01",
  endDate: "2023-12-31",
  featuredImage: {
    src: "small-works-2023/featured.jpg",
    text: "Small works, salon style, December 2023",
  },
  descriptionBold: [
    "December 1 - 31, 2023",
    "Opening reception Friday, December 1, 4-8 PM (Art Walk)",
  ],
  description: [
    "Our second year of small works: nothing bigger than twelve inches, nothing over two hundred dollars, everything ready to give.",
    "Take it home the day you buy it. We refill the walls every Saturday morning.",
    'With work by <a href="/artists/ingrid-sato">Ingrid Sato</a>, <a href="/artists/rosalind-pike">Rosalind Pike</a>, <a href="/artists/felix-tran">Felix Tran</a>, <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>, <a href="/artists/walt-brennan">Walt Brennan</a> and <a href="/artists/ezra-banks">Ezra Banks</a>.',
  ],
  images: [
    {
      src: "small-works-2023/01.jpg",
      text: "Ingrid Sato, <em>Larch Cone</em>, woodcut, 8 x 8 in, 2023",
      artist: "ingrid-sato",
    },
    {
      src: "small-works-2023/02.jpg",
      text: "Rosalind Pike, <em>Cell</em>, encaustic on panel, 8 x 8 in, 2023",
      artist: "rosalind-pike",
    },
    {
      src: "small-works-2023/03.jpg",
      text: "Felix Tran, <em>Counting Sheep, Study</em>, ink on paper, 9 x 12 in, 2023",
      artist: "felix-tran",
    },
    {
      src: "small-works-2023/04.jpg",
      text: "Saoirse Dunleavy, <em>Wren</em>, smalti mosaic, 8 x 8 in, 2023",
      artist: "saoirse-dunleavy",
    },
    {
      src: "small-works-2023/05.jpg",
      text: "Walt Brennan, <em>Open / Closed</em>, enamel on tin, 12 x 18 in, 2023",
      artist: "walt-brennan",
    },
    {
      src: "small-works-2023/06.jpg",
      text: "Ezra Banks, <em>Mitten on a Fence Post</em>, gouache on paper, 9 x 12 in, 2023",
      artist: "ezra-banks",
    },
  ],
  videos: [],
};
