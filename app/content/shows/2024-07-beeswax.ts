// Show 61.1, July 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "beeswax",
  number: 61.1,
  displayName: "Beeswax",
  superDisplayName: "Rosalind Pike",
  startDate: "2024-07-05",
  endDate: "2024-07-31",
  artistParamName: "rosalind-pike",
  featuredImage: {
    src: "beeswax/featured.jpg",
    text: "<em>Beeswax, July</em>, encaustic on panel, 24 x 24 in, 2024",
  },
  descriptionBold: ["July 5 - 31, 2024", "Opening reception Friday, July 5, 4-7 PM"],
  description: [
    "Rosalind Pike paints with wax from her own hives, melted with pigment and fused with a torch. The surfaces glow like something lit from inside.",
    "The gallery will smell faintly of honey all month. That is intentional.",
  ],
  images: [
    {
      src: "beeswax/01.jpg",
      text: "<em>Beeswax, July</em>, encaustic on panel, 24 x 24 in, 2024",
    },
    {
      src: "beeswax/02.jpg",
      text: "<em>Honey Light</em>, encaustic on panel, 30 x 24 in, 2024",
    },
    {
      src: "beeswax/03.jpg",
      text: "<em>Comb</em>, encaustic and damar resin, 18 x 18 in, 2024",
    },
    {
      src: "beeswax/04.jpg",
      text: "<em>Swarm Season</em>, encaustic on panel, 24 x 36 in, 2024",
    },
    {
      src: "beeswax/05.jpg",
      text: "<em>Propolis</em>, encaustic on panel, 12 x 12 in, 2024",
    },
  ],
  videos: [],
};
