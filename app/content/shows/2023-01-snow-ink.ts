// Show 52.1, January 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "snow-ink",
  number: 52.1,
  displayName: "Snow Ink",
  superDisplayName: "Hana Morimoto",
  startDate: "2023-01-06",
  endDate: "2023-01-31",
  artistParamName: "hana-morimoto",
  featuredImage: {
    src: "snow-ink/featured.jpg",
    text: "<em>Snow on Camel's Hump</em>, sumi ink on paper, 36 x 18 in, 2022",
  },
  descriptionBold: ["January 6 - 31, 2023", "Opening reception Friday, January 6, 4-7 PM"],
  description: [
    "Hana Morimoto paints winter with almost nothing: black ink, white paper, and the white left unpainted doing most of the work.",
    "Each painting in <em>Snow Ink</em> took less than a minute to make and most of a lifetime to learn.",
  ],
  images: [
    {
      src: "snow-ink/01.jpg",
      text: "<em>Snow on Camel's Hump</em>, sumi ink on paper, 36 x 18 in, 2022",
    },
    {
      src: "snow-ink/02.jpg",
      text: "<em>First Snow</em>, sumi ink on paper, 18 x 24 in, 2022",
    },
    {
      src: "snow-ink/03.jpg",
      text: "<em>Birches</em>, sumi ink on paper, 30 x 12 in, 2022",
    },
    {
      src: "snow-ink/04.jpg",
      text: "<em>River Ice</em>, sumi ink on paper, 12 x 30 in, 2022",
    },
    {
      src: "snow-ink/05.jpg",
      text: "<em>Drift</em>, sumi ink on paper, 18 x 24 in, 2022",
    },
  ],
  videos: [
    {
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      type: "YouTube",
      text: "Hana Morimoto paints a birch in forty seconds",
    },
  ],
};
