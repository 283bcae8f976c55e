// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "desmond-achebe-ruiz",
  name: "Desmond Achebe-Ruiz",
  website: "https://achebe-ruiz.example.org",
  instagram: {
    handle: "desmond.makes",
    link: "https://www.instagram.com/desmond.makes",
  },
  thumbnail: {
    src: "desmond-achebe-ruiz/phone-02.jpg",
    scale: 1.4,
    position: "50% 30%",
  },
  images: [
    {
      src: "desmond-achebe-ruiz/01.jpg",
      text: "<em>Weir</em>, stoneware and ash glaze, 14 in tall, 2023",
    },
    {
      src: "desmond-achebe-ruiz/02.jpg",
      text: "<em>Two Vessels for Rain</em>, wood-fired stoneware, 11 in tall, 2024",
    },
    {
      src: "desmond-achebe-ruiz/03.jpg",
      text: "<em>Field Jar</em>, wood-fired stoneware, 16 in tall, 2025",
    },
    {
      src: "desmond-achebe-ruiz/04.jpg",
      text: "<em>Salt Bowl</em>, salt-glazed porcelain, 5 x 9 in, 2024",
    },
    {
      src: "desmond-achebe-ruiz/05.jpg",
      text: "<em>Kiln Shelf Still Life</em>, stoneware and kiln furniture, 12 x 20 in, 2025",
    },
    {
      src: "desmond-achebe-ruiz/06.jpg",
      text: "<em>Ember Pitcher</em>, wood-fired stoneware, 10 in tall, 2025",
    },
  ],
  videos: [
    {
      src: "desmond-achebe-ruiz/throwing.mp4",
      type: "File",
      text: "Throwing a field jar",
    },
  ],
  bio: [
    "Desmond Achebe-Ruiz is a potter who fires a shared wood kiln in Calais twice a year, with a crew of neighbours who stay up through the night to stoke it.",
    "His vessels are made to be used, and he is happiest when one comes back to him chipped from years on somebody's table. He teaches <u>community wheel nights</u> at the Front each winter.",
    'He writes about the kiln, its builders and its moods in <a href="https://achebe-ruiz.example.org/kiln">a kiln diary</a>.',
  ],
};
