// Show 64, December 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "winter-market",
  number: 64,
  displayName: "Winter Market",
  startDate: "2024-12-06",
  endDate: "2024-12-31",
  featuredImage: {
    src: "winter-market/featured.jpg",
    text: "The winter market wall, December 2024",
  },
  descriptionBold: [
    "December 6 - 31, 2024",
    "Opening reception Friday, December 6, 4-8 PM (Art Walk)",
  ],
  description: [
    "Our third year of small, affordable work for the holidays, now with a longer name and a bigger table.",
    "Bowls, prints, pots, paintings, cards. Everything is under two hundred dollars and goes home with you the day you buy it.",
    "Guest maker Eli Vasquez brings turned bowls from storm-felled trees.",
    'With work by <a href="/artists/eli-vasquez">Eli Vasquez</a>, <a href="/artists/desmond-achebe-ruiz">Desmond Achebe-Ruiz</a>, <a href="/artists/jonah-abernathy">Jonah Abernathy</a>, <a href="/artists/clara-whitcomb">Clara Whitcomb</a> and <a href="/artists/ingrid-sato">Ingrid Sato</a>.',
  ],
  images: [
    {
      src: "winter-market/01.jpg",
      text: "Eli Vasquez, <em>Spalted Maple Bowl</em>, turned maple, 6 x 12 in, 2024",
      artist: "eli-vasquez",
    },
    {
      src: "winter-market/02.jpg",
      text: "Desmond Achebe-Ruiz, <em>Ember Pitcher</em>, wood-fired stoneware, 10 in tall, 2024",
      artist: "desmond-achebe-ruiz",
    },
    {
      src: "winter-market/03.jpg",
      text: "Jonah Abernathy, <em>Moose Crossing Next 3 Miles</em>, screenprint, 18 x 24 in, 2024",
      artist: "jonah-abernathy",
    },
    {
      src: "winter-market/04.jpg",
      text: "Clara Whitcomb, <em>Egg Cups</em>, oil on panel, 8 x 10 in, 2024",
      artist: "clara-whitcomb",
    },
    {
      src: "winter-market/05.jpg",
      text: "Ingrid Sato, <em>Larch Needles</em>, woodcut, 10 x 10 in, 2024",
      artist: "ingrid-sato",
    },
  ],
  videos: [],
};
