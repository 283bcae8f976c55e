// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "helen-marsh",
  name: "Helen Marsh",
  isNotMember: true,
  website: "https://helenmarsh.example.com",
  instagram: {
    handle: "helen.marsh.art",
    link: "https://www.instagram.com/helen.marsh.art",
  },
  thumbnail: {
    src: "helen-marsh/phone-01.jpg",
  },
  images: [
    {
      src: "helen-marsh/01.jpg",
      text: "<em>Vetch</em>, watercolor on paper, 14 x 10 in, 2022",
    },
    {
      src: "helen-marsh/02.jpg",
      text: "<em>Yarrow</em>, watercolor on paper, 14 x 10 in, 2023",
    },
    {
      src: "helen-marsh/03.jpg",
      text: "<em>Tansy</em>, watercolor on paper, 14 x 10 in, 2023",
    },
    {
      src: "helen-marsh/04.jpg",
      text: "<em>Chicory by the Railroad</em>, watercolor on paper, 10 x 14 in, 2022",
    },
  ],
  bio: [
    "Helen Marsh was a founding member of the Front and showed botanical watercolors with us until 2023, when she moved to the coast of Maine.",
    "She still sends a postcard to the gallery every First Friday.",
  ],
};
