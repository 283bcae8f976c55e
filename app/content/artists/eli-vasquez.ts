// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "eli-vasquez",
  name: "Eli Vasquez",
  website: "https://elivasquez.example.com",
  instagram: {
    handle: "eli.turns.wood",
    link: "https://www.instagram.com/eli.turns.wood",
  },
  thumbnail: {
    src: "eli-vasquez/phone-01.jpg",
  },
  images: [
    {
      src: "eli-vasquez/01.jpg",
      text: "<em>Spalted Maple Bowl</em>, turned maple, 6 x 12 in, 2025",
    },
    {
      src: "eli-vasquez/02.jpg",
      text: "<em>Cherry Burl Vessel</em>, turned cherry burl, 9 in tall, 2025",
    },
    {
      src: "eli-vasquez/03.jpg",
      text: "<em>Storm Ash</em>, turned ash from a storm-felled tree, 7 x 14 in, 2025",
    },
  ],
  bio: [
    "Eli Vasquez turns bowls from trees that fell on their own: storm damage, road crews, the big maple that came down on Elm Street in 2024.",
    "He joined the Front in 2025, its newest member, and will tell you the whole history of any piece of wood you hand him.",
  ],
};
