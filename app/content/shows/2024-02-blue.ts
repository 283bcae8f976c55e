// Show 59, February 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "blue",
  number: 59,
  displayName: "Blue",
  startDate: "2024-02-02",
  endDate: "2024-02-29",
  featuredImage: {
    src: "blue/featured.jpg",
    text: "Marcus Hale, <em>Meadow Blueprint III</em>, cyanotype on cotton rag, 30 x 22 in, 2023",
    artist: "marcus-hale",
  },
  descriptionBold: ["February 2 - 29, 2024", "Opening reception Friday, February 2, 4-7 PM"],
  description: [
    "One colour, many members. Indigo, cobalt, cyanotype, smalti, a February sky at five o'clock.",
    "Blue is the colour most people name as their favourite and the hardest pigment to make by hand. The show is full of artists who make it anyway.",
    'With work by <a href="/artists/marcus-hale">Marcus Hale</a>, <a href="/artists/lucia-ferreira">Lucia Ferreira</a>, <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>, <a href="/artists/yusuf-haddad">Yusuf Haddad</a> and <a href="/artists/theo-martel">Theo Martel</a>.',
  ],
  images: [
    {
      src: "blue/01.jpg",
      text: "Marcus Hale, <em>Meadow Blueprint III</em>, cyanotype on cotton rag, 30 x 22 in, 2023",
      artist: "marcus-hale",
    },
    {
      src: "blue/02.jpg",
      text: "Lucia Ferreira, <em>Indigo Study</em>, indigo on linen, 24 x 24 in, 2024",
      artist: "lucia-ferreira",
    },
    {
      src: "blue/03.jpg",
      text: "Saoirse Dunleavy, <em>Kingfisher</em>, smalti mosaic, 18 x 14 in, 2024",
      artist: "saoirse-dunleavy",
    },
    {
      src: "blue/04.jpg",
      text: "Yusuf Haddad, <em>Fountain Pattern</em>, glazed earthenware tiles, 18 x 18 in, 2023",
      artist: "yusuf-haddad",
    },
    {
      src: "blue/05.jpg",
      text: "Theo Martel, <em>Blue Hour, Hubbard Park</em>, archival pigment print, 20 x 30 in, 2024",
      artist: "theo-martel",
    },
  ],
  videos: [],
};
