// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "theo-martel",
  name: "Theo Martel",
  website: "https://theomartel.example.org",
  instagram: {
    handle: "theo.martel.nights",
    link: "https://www.instagram.com/theo.martel.nights",
  },
  thumbnail: {
    src: "theo-martel/phone-01.jpg",
    scale: 1.2,
    position: "50% 60%",
  },
  images: [
    {
      src: "theo-martel/01.jpg",
      text: "<em>Milky Way over Spruce Mountain</em>, archival pigment print, 24 x 36 in, 2023",
    },
    {
      src: "theo-martel/02.jpg",
      text: "<em>Perseids, Groton</em>, archival pigment print, 20 x 30 in, 2023",
    },
    {
      src: "theo-martel/03.jpg",
      text: "<em>Aurora, Route 12</em>, archival pigment print, 24 x 36 in, 2024",
    },
    {
      src: "theo-martel/04.jpg",
      text: "<em>Totality</em>, archival pigment print, 24 x 24 in, 2024",
    },
    {
      src: "theo-martel/05.jpg",
      text: "<em>Orion over the Sugarbush</em>, archival pigment print, 30 x 20 in, 2024",
    },
  ],
  videos: [
    {
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      type: "YouTube",
      text: "A night of exposures, compressed",
    },
  ],
  bio: [
    "Theo Martel photographs the night sky from the darkest hilltops he can reach before midnight, often with a thermos and always with a compass.",
    'He campaigns for dark-sky lighting in Vermont towns and explains why on <a href="https://theomartel.example.org/dark-sky">his website</a>.',
  ],
};
