// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "ruth-gallagher",
  name: "Ruth Gallagher",
  website: "https://ruthgallagher.example.org",
  instagram: {
    handle: "ruth.stitches.maps",
    link: "https://www.instagram.com/ruth.stitches.maps",
  },
  thumbnail: {
    src: "ruth-gallagher/phone-02.jpg",
    scale: 1.3,
  },
  images: [
    {
      src: "ruth-gallagher/01.jpg",
      text: "<em>Contour: Hunger Mountain</em>, embroidery on linen, 20 x 16 in, 2024",
    },
    {
      src: "ruth-gallagher/02.jpg",
      text: "<em>Contour: Worcester Range</em>, embroidery on linen, 16 x 30 in, 2024",
    },
    {
      src: "ruth-gallagher/03.jpg",
      text: "<em>Watershed</em>, embroidery and dye on linen, 24 x 24 in, 2024",
    },
    {
      src: "ruth-gallagher/04.jpg",
      text: "<em>Elevation 1,350</em>, embroidery on linen, 12 x 12 in, 2024",
    },
    {
      src: "ruth-gallagher/05.jpg",
      text: "<em>Flood Line, July 2023</em>, embroidery on linen, 18 x 24 in, 2024",
    },
  ],
  bio: [
    "Ruth Gallagher stitches topographic maps onto linen, one contour line at a time, and hikes every mountain before she sews it.",
    "She spent a career drawing maps for the state and took up the needle, she says, <em>to slow the maps down</em>.",
  ],
};
