// Show 55, June 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "long-light",
  number: 55,
  displayName: "Long Light",
  startDate: "2023-06-02",
  endDate: "2023-06-30",
  featuredImage: {
    src: "long-light/featured.jpg",
    text: "Theo Martel, <em>Perseids, Groton</em>, archival pigment print, 20 x 30 in, 2023",
    artist: "theo-martel",
  },
  descriptionBold: ["June 2 - 30, 2023", "Opening reception Friday, June 2, 4-8 PM (Art Walk)"],
  description: [
    "Around the solstice it stays light in Montpelier until nearly ten. The members' June show is about that gift of extra evening.",
    "Come to the opening on the Art Walk and stay until the sky finally goes dark.",
    'With work by <a href="/artists/theo-martel">Theo Martel</a>, <a href="/artists/ezra-banks">Ezra Banks</a>, <a href="/artists/maren-holt">Maren Holt</a>, <a href="/artists/rosalind-pike">Rosalind Pike</a>, <a href="/artists/oren-blackwood">Oren Blackwood</a>, <a href="/artists/nadia-kowalczyk">Nadia Kowalczyk</a>, <a href="/artists/lucia-ferreira">Lucia Ferreira</a> and <a href="/artists/peg-corliss">Peg Corliss</a>.',
  ],
  images: [
    {
      src: "long-light/01.jpg",
      text: "Theo Martel, <em>Perseids, Groton</em>, archival pigment print, 20 x 30 in, 2023",
      artist: "theo-martel",
    },
    {
      src: "long-light/02.jpg",
      text: "Ezra Banks, <em>Porch at Nine PM</em>, gouache on paper, 12 x 9 in, 2023",
      artist: "ezra-banks",
    },
    {
      src: "long-light/03.jpg",
      text: "Maren Holt, <em>Solstice, Berlin Pond</em>, oil on panel, 16 x 20 in, 2023",
      artist: "maren-holt",
    },
    {
      src: "long-light/04.jpg",
      text: "Rosalind Pike, <em>Hive Body</em>, encaustic on panel, 36 x 24 in, 2023",
      artist: "rosalind-pike",
    },
    {
      src: "long-light/05.jpg",
      text: "Oren Blackwood, <em>Threshold, Yellow</em>, acrylic on panel, 24 x 18 in, 2023",
      artist: "oren-blackwood",
    },
    {
      src: "long-light/06.jpg",
      text: "Nadia Kowalczyk, <em>Early Girl</em>, collage on board, 16 x 12 in, 2023",
      artist: "nadia-kowalczyk",
    },
    {
      src: "long-light/07.jpg",
      text: "Lucia Ferreira, <em>Marigold Sampler</em>, marigold-dyed wool, 20 x 16 in, 2023",
      artist: "lucia-ferreira",
    },
    {
      src: "long-light/08.jpg",
      text: "Peg Corliss, <em>Kents' Corner</em>, pastel on paper, 18 x 12 in, 2023",
      artist: "peg-corliss",
    },
  ],
  videos: [],
};
