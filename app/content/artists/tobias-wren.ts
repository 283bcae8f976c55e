// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "tobias-wren",
  name: "Tobias Wren",
  website: "https://tobiaswren.example.org",
  instagram: {
    handle: "tobiaswren",
    link: "https://www.instagram.com/tobiaswren",
  },
  images: [
    {
      src: "tobias-wren/01.jpg",
      text: "<em>Granite Shed, Barre</em>, gelatin silver print, 20 x 24 in, 2023",
    },
    {
      src: "tobias-wren/02.jpg",
      text: "<em>Cutter's Bench</em>, gelatin silver print, 24 x 20 in, 2024",
    },
    {
      src: "tobias-wren/03.jpg",
      text: "<em>Quarry Light</em>, pigment print, 30 x 40 in, 2025",
    },
    {
      src: "tobias-wren/04.jpg",
      text: "<em>Overhead Crane</em>, gelatin silver print, 20 x 24 in, 2024",
    },
    {
      src: "tobias-wren/05.jpg",
      text: "<em>Polisher, Second Shift</em>, gelatin silver print, 24 x 20 in, 2025",
    },
    {
      src: "tobias-wren/06.jpg",
      text: "<em>Grout Pile</em>, gelatin silver print, 16 x 20 in, 2025",
    },
    {
      src: "tobias-wren/07.jpg",
      text: "<em>Carver's Hands</em>, gelatin silver print, 20 x 16 in, 2025",
    },
    {
      src: "tobias-wren/08.jpg",
      text: "<em>Rock of Ages Road</em>, pigment print, 24 x 36 in, 2025",
    },
  ],
  videos: [
    {
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      type: "YouTube",
      text: "In the darkroom with Tobias Wren",
    },
  ],
  bio: [
    "Tobias Wren photographs the granite sheds of Barre on large-format film and prints every picture himself in a darkroom in Middlesex.",
    "He has no thumbnail here by choice: he would rather you meet the work in the gallery first.",
  ],
};
