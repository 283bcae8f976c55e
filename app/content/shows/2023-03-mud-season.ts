// Show 53.1, March 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "mud-season",
  number: 53.1,
  displayName: "Mud Season",
  superDisplayName: "Maren Holt",
  startDate: "2023-03-03",
  endDate: "2023-03-31",
  artistParamName: "maren-holt",
  featuredImage: {
    src: "mud-season/featured.jpg",
    text: "<em>Mud Season</em>, oil on panel, 24 x 30 in, 2023",
  },
  descriptionBold: ["March 3 - 31, 2023", "Opening reception Friday, March 3, 4-7 PM"],
  description: [
    "Maren Holt loves the season everyone else hates. <em>Mud Season</em> is twelve paintings of March and April in the Winooski valley: brown fields, grey snowbanks, the river loud and the roads soft.",
    "The paintings are built in thin glazes over many weeks, so that the mud, up close, turns out to be made of every colour there is.",
    'The artist gives a gallery talk on Saturday, March 18. See <a href="/events">Events</a>.',
  ],
  images: [
    {
      src: "mud-season/01.jpg",
      text: "<em>Mud Season</em>, oil on panel, 24 x 30 in, 2023",
    },
    {
      src: "mud-season/02.jpg",
      text: "<em>North Branch, Thaw</em>, oil on linen, 30 x 40 in, 2023",
    },
    {
      src: "mud-season/03.jpg",
      text: "<em>Frost Heave, County Road</em>, oil on panel, 16 x 20 in, 2023",
    },
    {
      src: "mud-season/04.jpg",
      text: "<em>Sap Lines</em>, oil on panel, 20 x 16 in, 2023",
    },
    {
      src: "mud-season/05.jpg",
      text: "<em>Ruts</em>, oil on panel, 12 x 12 in, 2023",
    },
    {
      src: "mud-season/06.jpg",
      text: "<em>Sugarhouse Smoke</em>, oil on panel, 12 x 12 in, 2022",
    },
  ],
  videos: [],
};
