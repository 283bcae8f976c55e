// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "maren-holt",
  name: "Maren Holt",
  website: "https://marenholt.example.com",
  instagram: {
    handle: "marenholt.studio",
    link: "https://www.instagram.com/marenholt.studio",
  },
  thumbnail: {
    src: "maren-holt/phone-01.jpg",
  },
  images: [
    {
      src: "maren-holt/01.jpg",
      text: "<em>Mud Season</em>, oil on panel, 24 x 30 in, 2023",
    },
    {
      src: "maren-holt/02.jpg",
      text: "<em>North Branch, Thaw</em>, oil on linen, 30 x 40 in, 2023",
    },
    {
      src: "maren-holt/03.jpg",
      text: "<em>Sugarhouse Smoke</em>, oil on panel, 12 x 12 in, 2024",
    },
    {
      src: "maren-holt/04.jpg",
      text: "<em>November Pasture</em>, oil on panel, 16 x 20 in, 2024",
    },
    {
      src: "maren-holt/05.jpg",
      text: "<em>Worcester Range, Late</em>, oil on linen, 20 x 36 in, 2025",
    },
  ],
  bio: [
    "Maren Holt paints the Winooski valley in the months most people would rather skip: March mud, November rain, the grey week before the snow sticks.",
    'She trained as a printmaker and still builds her panels up in thin, transparent layers, one a day, so that a painting takes most of a season. Her notes on process are in <a href="https://marenholt.example.com/notes">her studio journal</a>.',
    "She joined the Front in 2017 and hangs most of the members' shows with a level, a tape measure and unshakeable opinions.",
  ],
};
