// Show 66, April 2025 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "common-ground",
  number: 66,
  displayName: "Common Ground",
  startDate: "2025-04-04",
  endDate: "2025-04-30",
  featuredImage: {
    src: "common-ground/featured.jpg",
    text: "Installation view of <em>Common Ground</em>, April 2025",
  },
  descriptionBold: ["April 4 - 30, 2025", "Opening reception Friday, April 4, 4-7 PM"],
  description: [
    "A members' show about shared land: town forests, community gardens, the rail trail and the commons.",
    'Sales support the <a href="https://northbranchgardens.example.org">North Branch community gardens</a>.',
    'With work by <a href="/artists/ezra-banks">Ezra Banks</a>, <a href="/artists/lucia-ferreira">Lucia Ferreira</a>, <a href="/artists/ruth-gallagher">Ruth Gallagher</a>, <a href="/artists/nadia-kowalczyk">Nadia Kowalczyk</a>, <a href="/artists/marcus-hale">Marcus Hale</a> and <a href="/artists/eli-vasquez">Eli Vasquez</a>.',
  ],
  images: [
    {
      src: "common-ground/01.jpg",
      text: "Ezra Banks, <em>Dooryard</em>, gouache on paper, 9 x 12 in, 2025",
      artist: "ezra-banks",
    },
    {
      src: "common-ground/02.jpg",
      text: "Lucia Ferreira, <em>Indigo Field</em>, indigo on linen, 36 x 36 in, 2025",
      artist: "lucia-ferreira",
    },
    {
      src: "common-ground/03.jpg",
      text: "Ruth Gallagher, <em>Town Forest</em>, embroidery on linen, 20 x 16 in, 2025",
      artist: "ruth-gallagher",
    },
    {
      src: "common-ground/04.jpg",
      text: "Nadia Kowalczyk, <em>Volunteer Squash</em>, collage on paper, 11 x 14 in, 2025",
      artist: "nadia-kowalczyk",
    },
    {
      src: "common-ground/05.jpg",
      text: "Marcus Hale, <em>Community Garden, Plot 12</em>, cyanotype on paper, 14 x 11 in, 2025",
      artist: "marcus-hale",
    },
    {
      src: "common-ground/06.jpg",
      text: "Eli Vasquez, <em>Storm Ash</em>, turned ash from a storm-felled tree, 7 x 14 in, 2025",
      artist: "eli-vasquez",
    },
  ],
  videos: [],
};
