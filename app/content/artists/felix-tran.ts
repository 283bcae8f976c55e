// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "felix-tran",
  name: "Felix Tran",
  website: "https://felixtran.example.org",
  instagram: {
    handle: "felix.tran.stipple",
    link: "https://www.instagram.com/felix.tran.stipple",
  },
  thumbnail: {
    src: "felix-tran/phone-02.jpg",
  },
  images: [
    {
      src: "felix-tran/01.jpg",
      text: "<em>Stipple Map, Montpelier</em>, ink on paper, 24 x 18 in, 2024",
    },
    {
      src: "felix-tran/02.jpg",
      text: "<em>Ten Thousand Dots</em>, ink on paper, 18 x 18 in, 2024",
    },
    {
      src: "felix-tran/03.jpg",
      text: "<em>Onion River</em>, ink on paper, 12 x 30 in, 2024",
    },
    {
      src: "felix-tran/04.jpg",
      text: "<em>Hubbard Park, Fog</em>, ink on paper, 18 x 24 in, 2025",
    },
    {
      src: "felix-tran/05.jpg",
      text: "<em>Counting Sheep</em>, ink on paper, 9 x 12 in, 2025",
    },
  ],
  bio: [
    "Felix Tran draws with a technical pen and nothing else, building images out of dots. A large drawing has over a million of them, and yes, he has counted.",
    "By day he writes software for a weather service, which he says is also mostly counting dots.",
  ],
};
