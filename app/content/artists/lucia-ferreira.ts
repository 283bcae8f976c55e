// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "lucia-ferreira",
  name: "Lucia Ferreira",
  website: "https://luciaferreira.example.com",
  instagram: {
    handle: "lucia.ferreira.fiber",
    link: "https://www.instagram.com/lucia.ferreira.fiber",
  },
  thumbnail: {
    src: "lucia-ferreira/phone-01.jpg",
    position: "50% 70%",
  },
  images: [
    {
      src: "lucia-ferreira/01.jpg",
      text: "<em>Mending Map</em>, hand-dyed wool, 60 x 48 in, 2024",
    },
    {
      src: "lucia-ferreira/02.jpg",
      text: "<em>Indigo Field</em>, indigo on linen, 36 x 36 in, 2025",
    },
    {
      src: "lucia-ferreira/03.jpg",
      text: "<em>Warp Study</em>, cotton and wool, 20 x 16 in, 2025",
    },
    {
      src: "lucia-ferreira/04.jpg",
      text: "<em>Goldenrod Yardage</em>, goldenrod-dyed wool, 72 x 30 in, 2024",
    },
    {
      src: "lucia-ferreira/05.jpg",
      text: "<em>Walnut Grid</em>, walnut-dyed linen, 24 x 24 in, 2025",
    },
  ],
  videos: [
    {
      src: "lucia-ferreira/loom.mp4",
      type: "File",
      text: "On the loom",
    },
  ],
  bio: [
    "Lucia Ferreira weaves on a floor loom she rebuilt from a barn find in Worcester.",
    "She dyes with indigo, walnut and goldenrod, and keeps a public dye garden behind her studio; visitors are welcome on <em>the first Saturday of every summer month</em>.",
    'Her recipes for plant dyes are free to read at <a href="https://luciaferreira.example.com/recipes">her website</a>.',
  ],
};
