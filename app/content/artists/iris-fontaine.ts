// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "iris-fontaine",
  name: "Iris Fontaine",
  isNotMember: true,
  website: "https://irisfontaine.example.com",
  instagram: {
    handle: "iris.fontaine.photo",
    link: "https://www.instagram.com/iris.fontaine.photo",
  },
  thumbnail: {
    src: "iris-fontaine/phone-01.jpg",
    position: "50% 35%",
  },
  images: [
    {
      src: "iris-fontaine/01.jpg",
      text: "<em>Route 2, Fog</em>, archival pigment print, 20 x 30 in, 2023",
    },
    {
      src: "iris-fontaine/02.jpg",
      text: "<em>Diner, Barre</em>, archival pigment print, 20 x 30 in, 2023",
    },
    {
      src: "iris-fontaine/03.jpg",
      text: "<em>Swimming Hole</em>, archival pigment print, 24 x 24 in, 2023",
    },
  ],
  bio: [
    "Iris Fontaine photographs roadside Vermont in colour from the driver's seat of a very old Subaru.",
    "She showed with the Front as a guest in 2023.",
  ],
};
