// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "jonah-abernathy",
  name: "Jonah Abernathy",
  website: "https://jonahabernathy.example.org",
  instagram: {
    handle: "jonah.pulls.prints",
    link: "https://www.instagram.com/jonah.pulls.prints",
  },
  thumbnail: {
    src: "jonah-abernathy/phone-01.jpg",
  },
  images: [
    {
      src: "jonah-abernathy/01.jpg",
      text: "<em>Frost Heaves</em>, screenprint, 24 x 18 in, 2023",
    },
    {
      src: "jonah-abernathy/02.jpg",
      text: "<em>Moose Crossing Next 3 Miles</em>, screenprint, 18 x 24 in, 2024",
    },
    {
      src: "jonah-abernathy/03.jpg",
      text: "<em>Bridge Freezes Before Road</em>, screenprint, 24 x 18 in, 2024",
    },
    {
      src: "jonah-abernathy/04.jpg",
      text: "<em>Road Closed to Thru Traffic</em>, screenprint, 18 x 24 in, 2025",
    },
  ],
  bio: [
    "Jonah Abernathy screenprints Vermont road signs in colours the highway department would never approve.",
    "He pulls every edition in a converted milk house in Calais, and the print run is however many he can finish before the ink dries on the screen.",
  ],
};
