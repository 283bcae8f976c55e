// Show 60, April 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "totality",
  number: 60,
  displayName: "Totality",
  startDate: "2024-04-05",
  endDate: "2024-04-30",
  featuredImage: {
    src: "totality/featured.jpg",
    text: "Theo Martel, <em>Totality</em>, archival pigment print, 24 x 24 in, 2024",
    artist: "theo-martel",
  },
  descriptionBold: ["April 5 - 30, 2024", "Opening reception Friday, April 5, 4-7 PM"],
  description: [
    "On April 8, 2024 the moon's shadow crossed Vermont, and Montpelier went dark for almost a minute and a half in the middle of the afternoon.",
    "The members' April show is about that minute. It opens three days before the eclipse and stays up through the month, in case you need to talk about it afterwards.",
    "<strong>Eclipse glasses are at the front desk while they last.</strong>",
    'With work by <a href="/artists/theo-martel">Theo Martel</a>, <a href="/artists/felix-tran">Felix Tran</a>, <a href="/artists/oren-blackwood">Oren Blackwood</a>, <a href="/artists/ruth-gallagher">Ruth Gallagher</a> and <a href="/artists/jonah-abernathy">Jonah Abernathy</a>.',
  ],
  images: [
    {
      src: "totality/01.jpg",
      text: "Theo Martel, <em>Totality</em>, archival pigment print, 24 x 24 in, 2024",
      artist: "theo-martel",
    },
    {
      src: "totality/02.jpg",
      text: "Felix Tran, <em>Shadow Path</em>, ink on paper, 18 x 24 in, 2024",
      artist: "felix-tran",
    },
    {
      src: "totality/03.jpg",
      text: "Oren Blackwood, <em>Corona</em>, acrylic on canvas, 36 x 36 in, 2024",
      artist: "oren-blackwood",
    },
    {
      src: "totality/04.jpg",
      text: "Ruth Gallagher, <em>Path of Totality, Stitched</em>, embroidery on linen, 16 x 30 in, 2024",
      artist: "ruth-gallagher",
    },
    {
      src: "totality/05.jpg",
      text: "Jonah Abernathy, <em>Eclipse Traffic Expect Delays</em>, screenprint, 18 x 24 in, 2024",
      artist: "jonah-abernathy",
    },
  ],
  videos: [],
};
