// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "kwame-osei-bright",
  name: "Kwame Osei-Bright",
  website: "https://oseibright.example.org",
  instagram: {
    handle: "kwame.paints.people",
    link: "https://www.instagram.com/kwame.paints.people",
  },
  thumbnail: {
    src: "kwame-osei-bright/phone-01.jpg",
    position: "50% 25%",
  },
  images: [
    {
      src: "kwame-osei-bright/01.jpg",
      text: "<em>The Librarian</em>, oil on canvas, 30 x 24 in, 2024",
    },
    {
      src: "kwame-osei-bright/02.jpg",
      text: "<em>Snow Day, Ms. Pearl</em>, oil on canvas, 36 x 30 in, 2024",
    },
    {
      src: "kwame-osei-bright/03.jpg",
      text: "<em>Barber, Friday</em>, oil on canvas, 30 x 24 in, 2024",
    },
    {
      src: "kwame-osei-bright/04.jpg",
      text: "<em>Twins at the Farmers Market</em>, oil on canvas, 40 x 30 in, 2024",
    },
    {
      src: "kwame-osei-bright/05.jpg",
      text: "<em>The Plow Driver</em>, oil on canvas, 30 x 24 in, 2023",
    },
    {
      src: "kwame-osei-bright/06.jpg",
      text: "<em>Self-Portrait with Mud Boots</em>, oil on canvas, 24 x 20 in, 2024",
    },
  ],
  bio: [
    "Kwame Osei-Bright paints portraits of the people who keep Montpelier running: plow drivers, librarians, barbers, the woman who has sold eggs at the farmers market since 1987.",
    "Each sitter gets a painting and a copy of the sitting's conversation, which he records and transcribes. <em>The talking is half the portrait</em>, he says.",
  ],
};
