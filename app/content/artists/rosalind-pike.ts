// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "rosalind-pike",
  name: "Rosalind Pike",
  website: "https://rosalindpike.example.com",
  instagram: {
    handle: "rosalind.pike.encaustic",
    link: "https://www.instagram.com/rosalind.pike.encaustic",
  },
  thumbnail: {
    src: "rosalind-pike/phone-01.jpg",
    position: "50% 20%",
  },
  images: [
    {
      src: "rosalind-pike/01.jpg",
      text: "<em>Beeswax, July</em>, encaustic on panel, 24 x 24 in, 2024",
    },
    {
      src: "rosalind-pike/02.jpg",
      text: "<em>Honey Light</em>, encaustic on panel, 30 x 24 in, 2024",
    },
    {
      src: "rosalind-pike/03.jpg",
      text: "<em>Comb</em>, encaustic and damar resin, 18 x 18 in, 2024",
    },
    {
      src: "rosalind-pike/04.jpg",
      text: "<em>Hive Body</em>, encaustic on panel, 36 x 24 in, 2023",
    },
    {
      src: "rosalind-pike/05.jpg",
      text: "<em>Swarm Season</em>, encaustic on panel, 24 x 36 in, 2024",
    },
  ],
  bio: [
    "Rosalind Pike keeps bees in Middlesex and paints with their wax, melted with pigment on a hot palette and fused layer by layer with a blowtorch.",
    "Her studio smells, visitors say, like a church and a bakery at once.",
  ],
};
