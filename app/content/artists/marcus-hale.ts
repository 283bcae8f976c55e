// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "marcus-hale",
  name: "Marcus Hale",
  website: "https://marcushale.example.org",
  instagram: {
    handle: "marcus.hale.cyanotype",
    link: "https://www.instagram.com/marcus.hale.cyanotype",
  },
  thumbnail: {
    src: "marcus-hale/phone-01.jpg",
  },
  images: [
    {
      src: "marcus-hale/01.jpg",
      text: "<em>Meadow Blueprint I</em>, cyanotype on cotton rag, 30 x 22 in, 2022",
    },
    {
      src: "marcus-hale/02.jpg",
      text: "<em>Queen Anne's Lace</em>, cyanotype on paper, 14 x 11 in, 2023",
    },
    {
      src: "marcus-hale/03.jpg",
      text: "<em>Meadow Blueprint II</em>, cyanotype on cotton rag, 30 x 22 in, 2023",
    },
    {
      src: "marcus-hale/04.jpg",
      text: "<em>Fern Sheet</em>, cyanotype on paper, 11 x 14 in, 2023",
    },
    {
      src: "marcus-hale/05.jpg",
      text: "<em>Milkweed, Seeding</em>, cyanotype on cotton rag, 22 x 30 in, 2023",
    },
  ],
  bio: [
    "Marcus Hale lays wildflowers on sun-sensitive paper and lets the afternoon do the rest. A print takes between four minutes and an hour, depending on the clouds.",
    "He mows a path through his meadow in Berlin every June and invites anyone who asks to come and print with him.",
  ],
};
