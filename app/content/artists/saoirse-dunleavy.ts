// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "saoirse-dunleavy",
  name: "Saoirse Dunleavy",
  website: "https://saoirsedunleavy.example.com",
  instagram: {
    handle: "saoirse.mosaics",
    link: "https://www.instagram.com/saoirse.mosaics",
  },
  thumbnail: {
    src: "saoirse-dunleavy/phone-01.jpg",
  },
  images: [
    {
      src: "saoirse-dunleavy/01.jpg",
      text: "<em>River Stones</em>, glass and stone mosaic, 24 x 24 in, 2023",
    },
    {
      src: "saoirse-dunleavy/02.jpg",
      text: "<em>Kingfisher</em>, smalti mosaic, 18 x 14 in, 2024",
    },
    {
      src: "saoirse-dunleavy/03.jpg",
      text: "<em>Broken Plates, Sunday</em>, ceramic mosaic, 20 x 20 in, 2024",
    },
    {
      src: "saoirse-dunleavy/04.jpg",
      text: "<em>Tide Table</em>, glass mosaic, 16 x 30 in, 2025",
    },
  ],
  bio: [
    "Saoirse Dunleavy makes mosaics from glass, stone and the plates her neighbours break and bring to her in paper bags.",
    "She grew up in Galway and learned the craft restoring church floors; she says she still cannot walk across a tiled floor without looking down.",
  ],
};
