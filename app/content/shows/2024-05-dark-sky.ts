// Show 60.1, May 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "dark-sky",
  number: 60.1,
  displayName: "Dark Sky",
  superDisplayName: "Theo Martel",
  startDate: "2024-05-03",
  endDate: "2024-05-31",
  artistParamName: "theo-martel",
  featuredImage: {
    src: "dark-sky/featured.jpg",
    text: "<em>Milky Way over Spruce Mountain</em>, archival pigment print, 24 x 36 in, 2023",
  },
  descriptionBold: ["May 3 - 31, 2024", "Opening reception Friday, May 3, 4-7 PM"],
  description: [
    "Theo Martel drives to the darkest hilltops in central Vermont and waits. <em>Dark Sky</em> is what he has seen there over three years of nights.",
    'The show is also an argument for keeping the dark: every picture was made within twenty miles of a town. Learn about dark-sky lighting from <a href="https://theomartel.example.org/dark-sky">the artist\'s notes</a>.',
  ],
  images: [
    {
      src: "dark-sky/01.jpg",
      text: "<em>Milky Way over Spruce Mountain</em>, archival pigment print, 24 x 36 in, 2023",
    },
    {
      src: "dark-sky/02.jpg",
      text: "<em>Perseids, Groton</em>, archival pigment print, 20 x 30 in, 2023",
    },
    {
      src: "dark-sky/03.jpg",
      text: "<em>Aurora, Route 12</em>, archival pigment print, 24 x 36 in, 2024",
    },
    {
      src: "dark-sky/04.jpg",
      text: "<em>Orion over the Sugarbush</em>, archival pigment print, 30 x 20 in, 2024",
    },
    {
      src: "dark-sky/05.jpg",
      text: "<em>Star Trails, Woodbury</em>, archival pigment print, 24 x 24 in, 2024",
    },
    {
      src: "dark-sky/06.jpg",
      text: "<em>Barn and Andromeda</em>, archival pigment print, 20 x 30 in, 2023",
    },
    {
      src: "dark-sky/07.jpg",
      text: "<em>Moonset, Lake Elmore</em>, archival pigment print, 20 x 30 in, 2024",
    },
  ],
  videos: [
    {
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      type: "YouTube",
      text: "A night of exposures over Spruce Mountain",
    },
  ],
};
