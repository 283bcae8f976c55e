// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "beatrix-lund",
  name: "Beatrix Lund",
  website: "https://beatrixlund.example.com",
  instagram: {
    handle: "beatrix.lund.watercolor",
    link: "https://www.instagram.com/beatrix.lund.watercolor",
  },
  thumbnail: {
    src: "beatrix-lund/phone-02.jpg",
    position: "50% 40%",
  },
  images: [
    {
      src: "beatrix-lund/01.jpg",
      text: "<em>Great Blue, Berlin Pond</em>, watercolor on paper, 22 x 15 in, 2023",
    },
    {
      src: "beatrix-lund/02.jpg",
      text: "<em>Cattails in Wind</em>, watercolor on paper, 15 x 22 in, 2023",
    },
    {
      src: "beatrix-lund/03.jpg",
      text: "<em>Marsh Wren</em>, watercolor on paper, 10 x 8 in, 2023",
    },
    {
      src: "beatrix-lund/04.jpg",
      text: "<em>Beaver Meadow</em>, watercolor on paper, 15 x 22 in, 2023",
    },
    {
      src: "beatrix-lund/05.jpg",
      text: "<em>Spring Peepers</em>, watercolor on paper, 8 x 10 in, 2024",
    },
    {
      src: "beatrix-lund/06.jpg",
      text: "<em>Heron Rookery</em>, watercolor on paper, 22 x 30 in, 2024",
    },
  ],
  bio: [
    "Beatrix Lund paints the wetlands of central Vermont from a canoe, with a paint box strapped to the thwart and a jar of pond water for the washes.",
    'She is a volunteer bird counter and keeps her counts, and her sketches, on <a href="https://beatrixlund.example.com/counts">her website</a>.',
  ],
};
