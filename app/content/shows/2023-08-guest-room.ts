// Show 56, August 2023 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "guest-room",
  number: 56,
  displayName: "Guest Room",
  startDate: "2023-08-04",
  endDate: "2023-08-31",
  featuredImage: {
    src: "guest-room/featured.jpg",
    text: "Guests and members in <em>Guest Room</em>, August 2023",
  },
  descriptionBold: ["August 4 - 31, 2023", "Opening reception Friday, August 4, 4-8 PM (Art Walk)"],
  description: [
    "Each member invited an artist they admire who has never shown at the Front. The guests hang beside their hosts.",
    '<a href="/artists/dev-raman">Dev Raman</a> brings letterpress broadsides of his poems; <a href="/artists/iris-fontaine">Iris Fontaine</a> brings photographs of roadside Vermont taken from the driver\'s seat.',
    "It is the first show for our new member Felix Tran, who was a guest himself until the spring.",
    'With work by <a href="/artists/dev-raman">Dev Raman</a>, <a href="/artists/iris-fontaine">Iris Fontaine</a>, <a href="/artists/beatrix-lund">Beatrix Lund</a>, <a href="/artists/felix-tran">Felix Tran</a> and <a href="/artists/ada-quimby">Ada Quimby</a>.',
  ],
  images: [
    {
      src: "guest-room/01.jpg",
      text: "Dev Raman, <em>Broadside: Mud</em>, letterpress on handmade paper, 18 x 12 in, 2023",
      artist: "dev-raman",
    },
    {
      src: "guest-room/02.jpg",
      text: "Iris Fontaine, <em>Route 2, Fog</em>, archival pigment print, 20 x 30 in, 2023",
      artist: "iris-fontaine",
    },
    {
      src: "guest-room/03.jpg",
      text: "Iris Fontaine, <em>Diner, Barre</em>, archival pigment print, 20 x 30 in, 2023",
      artist: "iris-fontaine",
    },
    {
      src: "guest-room/04.jpg",
      text: "Dev Raman, <em>Alphabet of Weather</em>, letterpress, 24 x 18 in, 2023",
      artist: "dev-raman",
    },
    {
      src: "guest-room/05.jpg",
      text: "Beatrix Lund, <em>Beaver Meadow</em>, watercolor on paper, 15 x 22 in, 2023",
      artist: "beatrix-lund",
    },
    {
      src: "guest-room/06.jpg",
      text: "Felix Tran, <em>Hubbard Park Study</em>, ink on paper, 12 x 16 in, 2023",
      artist: "felix-tran",
    },
    {
      src: "guest-room/07.jpg",
      text: "Ada Quimby, <em>Shirts of the Men</em>, reclaimed shirting quilt, 80 x 64 in, 2023",
      artist: "ada-quimby",
    },
  ],
  videos: [],
};
