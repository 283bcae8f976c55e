// Show 61, June 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "high-water",
  number: 61,
  displayName: "High Water",
  startDate: "2024-06-07",
  endDate: "2024-06-30",
  featuredImage: {
    src: "high-water/featured.jpg",
    text: "Ruth Gallagher, <em>Flood Line, July 2023</em>, embroidery on linen, 18 x 24 in, 2024",
    artist: "ruth-gallagher",
  },
  descriptionBold: ["June 7 - 30, 2024", "Opening reception Friday, June 7, 4-8 PM (Art Walk)"],
  description: [
    "A year after the July 2023 flood, the members look back at the water, the mud and the neighbours.",
    "Some of the work is about loss. More of it is about the week after, when the whole town showed up with shovels.",
    'Sales from this show support the <a href="https://montpelierstrong.example.org">downtown recovery fund</a>.',
    'With work by <a href="/artists/ruth-gallagher">Ruth Gallagher</a>, <a href="/artists/august-lindqvist">August Lindqvist</a>, <a href="/artists/kwame-osei-bright">Kwame Osei-Bright</a>, <a href="/artists/maren-holt">Maren Holt</a>, <a href="/artists/jonah-abernathy">Jonah Abernathy</a> and <a href="/artists/desmond-achebe-ruiz">Desmond Achebe-Ruiz</a>.',
  ],
  images: [
    {
      src: "high-water/01.jpg",
      text: "Ruth Gallagher, <em>Flood Line, July 2023</em>, embroidery on linen, 18 x 24 in, 2024",
      artist: "ruth-gallagher",
    },
    {
      src: "high-water/02.jpg",
      text: "August Lindqvist, <em>Main Street, Sandbags</em>, charcoal on paper, 18 x 24 in, 2024",
      artist: "august-lindqvist",
    },
    {
      src: "high-water/03.jpg",
      text: "Kwame Osei-Bright, <em>The Plow Driver</em>, oil on canvas, 30 x 24 in, 2023",
      artist: "kwame-osei-bright",
    },
    {
      src: "high-water/04.jpg",
      text: "Maren Holt, <em>The River, After</em>, oil on linen, 30 x 40 in, 2024",
      artist: "maren-holt",
    },
    {
      src: "high-water/05.jpg",
      text: "Jonah Abernathy, <em>Road Closed to Thru Traffic</em>, screenprint, 18 x 24 in, 2024",
      artist: "jonah-abernathy",
    },
    {
      src: "high-water/06.jpg",
      text: "Desmond Achebe-Ruiz, <em>Mud Jar</em>, stoneware with river clay, 12 in tall, 2024",
      artist: "desmond-achebe-ruiz",
    },
  ],
  videos: [],
};
