// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "priya-castellanos",
  name: "Priya Castellanos",
  website: "https://priyacastellanos.example.com",
  instagram: {
    handle: "priya.castellanos",
    link: "https://www.instagram.com/priya.castellanos",
  },
  thumbnail: {
    src: "priya-castellanos/phone-01.jpg",
  },
  images: [
    {
      src: "priya-castellanos/01.jpg",
      text: "<em>Signal</em>, neon and found steel, 72 x 30 x 30 in, 2024",
    },
    {
      src: "priya-castellanos/02.jpg",
      text: "<em>Listening Post</em>, steel, copper wire and speaker, 48 x 24 x 24 in, 2025",
    },
    {
      src: "priya-castellanos/03.jpg",
      text: "<em>Relay</em>, neon, steel and radio parts, 60 x 40 x 20 in, 2025",
    },
    {
      src: "priya-castellanos/04.jpg",
      text: "<em>Static</em>, neon on aluminum, 30 x 40 in, 2025",
    },
  ],
  videos: [
    {
      src: "priya-castellanos/signal.mp4",
      type: "File",
      text: "Signal, switched on",
    },
  ],
  bio: [
    "Priya Castellanos builds sculpture from salvaged radio towers and hand-bent light.",
    "She learned glass bending from a sign maker in Lowell and steel work from her father, who fixed farm machinery. Her work has been shown in Burlington, Portland and, once, in a hayloft in Cabot.",
  ],
};
