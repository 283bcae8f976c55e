// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "august-lindqvist",
  name: "August Lindqvist",
  website: "https://lindqvist.example.org",
  instagram: {
    handle: "august.draws",
    link: "https://www.instagram.com/august.draws",
  },
  thumbnail: {
    src: "august-lindqvist/phone-02.jpg",
    scale: 1.2,
  },
  images: [
    {
      src: "august-lindqvist/01.jpg",
      text: "<em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2023",
    },
    {
      src: "august-lindqvist/02.jpg",
      text: "<em>Laundromat</em>, charcoal and chalk, 22 x 30 in, 2024",
    },
    {
      src: "august-lindqvist/03.jpg",
      text: "<em>Bus Shelter, January</em>, charcoal on paper, 24 x 18 in, 2024",
    },
    {
      src: "august-lindqvist/04.jpg",
      text: "<em>Diner Counter</em>, graphite on paper, 11 x 14 in, 2025",
    },
    {
      src: "august-lindqvist/05.jpg",
      text: "<em>State Street Snowplow</em>, charcoal on paper, 18 x 24 in, 2025",
    },
    {
      src: "august-lindqvist/06.jpg",
      text: "<em>The Last Train</em>, charcoal and chalk, 22 x 30 in, 2023",
    },
  ],
  bio: [
    "August Lindqvist draws Montpelier after dark in charcoal, working from small sketches made on the spot with numb fingers.",
    "He grew up in Gothenburg and came to Vermont for one winter in 2009. He is still here, and still drawing that winter.",
  ],
};
