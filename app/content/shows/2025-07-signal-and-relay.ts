// Show 67.1, July 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "signal-and-relay",
  number: 67.1,
  displayName: "Signal and Relay",
  superDisplayName: "Priya Castellanos",
  startDate: "2025-07-04",
  endDate: "2025-07-31",
  artistParamName: "priya-castellanos",
  featuredImage: {
    src: "signal-and-relay/featured.jpg",
    text: "<em>Signal</em>, neon and found steel, 72 x 30 x 30 in, 2024",
  },
  descriptionBold: ["July 4 - 31, 2025", "Opening reception Friday, July 4, 4-7 PM"],
  description: [
    "Sculpture built from salvaged radio towers and hand-bent light.",
    "Priya Castellanos found the steel for <em>Signal</em> in a field in Orange, where a broadcast tower stood for fifty years. The neon is bent by hand, by her, one tube at a time.",
    "The gallery will be dim for this show: give your eyes a minute.",
  ],
  images: [
    {
      src: "signal-and-relay/01.jpg",
      text: "<em>Signal</em>, neon and found steel, 72 x 30 x 30 in, 2024",
    },
    {
      src: "signal-and-relay/02.jpg",
      text: "<em>Listening Post</em>, steel, copper wire and speaker, 48 x 24 x 24 in, 2025",
    },
    {
      src: "signal-and-relay/03.jpg",
      text: "<em>Relay</em>, neon, steel and radio parts, 60 x 40 x 20 in, 2025",
    },
    {
      src: "signal-and-relay/04.jpg",
      text: "<em>Static</em>, neon on aluminum, 30 x 40 in, 2025",
    },
    {
      src: "signal-and-relay/05.jpg",
      text: "<em>Antenna Field</em>, steel and neon, 84 x 60 x 24 in, 2025",
    },
  ],
  videos: [
    {
      src: "signal-and-relay/signal.mp4",
      type: "File",
      text: "Signal, switched on",
    },
  ],
};
