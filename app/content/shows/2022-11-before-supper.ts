// Show 51.1, November 2022 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "before-supper",
  number: 51.1,
  displayName: "Before Supper",
  superDisplayName: "Ezra Banks",
  startDate: "2022-11-04",
  endDate: "2022-11-30",
  artistParamName: "ezra-banks",
  featuredImage: {
    src: "before-supper/featured.jpg",
    text: "<em>Supper Table</em>, gouache on paper, 9 x 12 in, 2022",
  },
  descriptionBold: ["November 4 - 30, 2022", "Opening reception Friday, November 4, 4-7 PM"],
  description: [
    "Thirty small gouaches painted at one kitchen table in East Montpelier, each in the hour before supper.",
    "Ezra Banks paints only what he can see from his chair: the window, the mudroom, the yard, the dog. Over three years those few views became a diary of light.",
    'Read more about the artist on <a href="/artists/ezra-banks">his page</a>.',
  ],
  images: [
    {
      src: "before-supper/01.jpg",
      text: "<em>Kitchen Window</em>, gouache on paper, 9 x 12 in, 2022",
    },
    {
      src: "before-supper/02.jpg",
      text: "<em>Mudroom</em>, gouache on paper, 12 x 9 in, 2022",
    },
    {
      src: "before-supper/03.jpg",
      text: "<em>Dish Rack</em>, gouache on paper, 9 x 12 in, 2022",
    },
    {
      src: "before-supper/04.jpg",
      text: "<em>The Good Chair</em>, gouache on paper, 12 x 9 in, 2022",
    },
    {
      src: "before-supper/05.jpg",
      text: "<em>Supper Table</em>, gouache on paper, 9 x 12 in, 2022",
    },
    {
      src: "before-supper/06.jpg",
      text: "<em>Boots by the Stove</em>, gouache on paper, 9 x 12 in, 2022",
    },
    {
      src: "before-supper/07.jpg",
      text: "<em>Back Steps</em>, gouache on paper, 12 x 9 in, 2021",
    },
    {
      src: "before-supper/08.jpg",
      text: "<em>Clothesline, November</em>, gouache on paper, 9 x 12 in, 2022",
    },
  ],
  videos: [],
};
