// Show 57.1, November 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "night-shift",
  number: 57.1,
  displayName: "Night Shift",
  superDisplayName: "August Lindqvist",
  startDate: "2023-11-03",
  endDate: "2023-11-30",
  artistParamName: "august-lindqvist",
  featuredImage: {
    src: "night-shift/featured.jpg",
    text: "<em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2023",
  },
  descriptionBold: ["November 3 - 30, 2023", "Opening reception Friday, November 3, 4-7 PM"],
  description: [
    "August Lindqvist draws the people who work while the rest of Montpelier sleeps: bakers, nurses, plow drivers, the clerk at the all-night gas station.",
    "The drawings are made in charcoal from quick sketches on the spot, then finished in the studio over weeks. <em>Night Shift</em> is his first solo show.",
  ],
  images: [
    {
      src: "night-shift/01.jpg",
      text: "<em>Night Shift, Main Street</em>, charcoal on paper, 18 x 24 in, 2023",
    },
    {
      src: "night-shift/02.jpg",
      text: "<em>Laundromat</em>, charcoal and chalk, 22 x 30 in, 2023",
    },
    {
      src: "night-shift/03.jpg",
      text: "<em>The Last Train</em>, charcoal and chalk, 22 x 30 in, 2023",
    },
    {
      src: "night-shift/04.jpg",
      text: "<em>Hospital Parking, 3 AM</em>, charcoal on paper, 18 x 24 in, 2023",
    },
    {
      src: "night-shift/05.jpg",
      text: "<em>Gas Station, Route 302</em>, charcoal on paper, 24 x 18 in, 2023",
    },
    {
      src: "night-shift/06.jpg",
      text: "<em>Bakery Ovens</em>, charcoal on paper, 18 x 24 in, 2023",
    },
    {
      src: "night-shift/07.jpg",
      text: "<em>Plow Garage</em>, charcoal on paper, 22 x 30 in, 2023",
    },
  ],
  videos: [],
};
