// Show 56.1, September 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "pieced",
  number: 56.1,
  displayName: "Pieced",
  superDisplayName: "Ada Quimby",
  startDate: "2023-09-01",
  endDate: "2023-09-30",
  artistParamName: "ada-quimby",
  featuredImage: {
    src: "pieced/featured.jpg",
    text: "<em>Log Cabin, Burnt</em>, wool and cotton quilt, 60 x 60 in, 2023",
  },
  descriptionBold: [
    "September 1 - 30, 2023",
    "Opening reception Friday, September 1, 4-8 PM (Art Walk)",
  ],
  description: [
    "Ada Quimby's quilts are made from the fabric of actual lives: work shirts, feed sacks, a farmhouse's curtains, a wedding dress.",
    "She uses old patterns with old names, <em>Log Cabin</em>, <em>Churn Dash</em>, <em>Drunkard's Path</em>, and then breaks them just enough that you notice.",
    "Nine quilts hang from the ceiling so you can walk around them and see the backs, which she says are the honest side.",
  ],
  images: [
    {
      src: "pieced/01.jpg",
      text: "<em>Log Cabin, Burnt</em>, wool and cotton quilt, 60 x 60 in, 2023",
    },
    {
      src: "pieced/02.jpg",
      text: "<em>Churn Dash for My Mother</em>, cotton quilt, 72 x 60 in, 2023",
    },
    {
      src: "pieced/03.jpg",
      text: "<em>Half-Square Weather</em>, cotton quilt, 40 x 40 in, 2023",
    },
    {
      src: "pieced/04.jpg",
      text: "<em>Shirts of the Men</em>, reclaimed shirting quilt, 80 x 64 in, 2023",
    },
    {
      src: "pieced/05.jpg",
      text: "<em>Feed Sack Nine Patch</em>, feed sack cotton quilt, 60 x 60 in, 2022",
    },
    {
      src: "pieced/06.jpg",
      text: "<em>Tunbridge Curtains</em>, cotton quilt, 72 x 54 in, 2023",
    },
    {
      src: "pieced/07.jpg",
      text: "<em>Crazy Quilt for a Crazy Year</em>, silk and velvet quilt, 50 x 50 in, 2021",
    },
    {
      src: "pieced/08.jpg",
      text: "<em>Baby Quilt, Unfinished</em>, cotton quilt top, 36 x 36 in, 2023",
    },
    {
      src: "pieced/09.jpg",
      text: "<em>Star of Bethlehem</em>, cotton quilt, 80 x 80 in, 2022",
    },
  ],
  videos: [],
};
