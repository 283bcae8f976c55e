// Show 58.1, January 2024 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "wetland-notes",
  number: 58.1,
  displayName: "Wetland Notes",
  superDisplayName: "Beatrix Lund",
  startDate: "2024-01-05",
  endDate: "2024-01-31",
  artistParamName: "beatrix-lund",
  featuredImage: {
    src: "wetland-notes/featured.jpg",
    text: "<em>Great Blue, Berlin Pond</em>, watercolor on paper, 22 x 15 in, 2023",
  },
  descriptionBold: ["January 5 - 31, 2024", "Opening reception Friday, January 5, 4-7 PM"],
  description: [
    "Beatrix Lund paints from a canoe, with pond water in her brush jar. In January that is not possible, so this show brings the summer's wetlands indoors.",
    "Herons, cattails, beaver lodges and one very loud marsh wren.",
    'Her bird counts from the same trips are on <a href="https://beatrixlund.example.com/counts">her website</a>.',
  ],
  images: [
    {
      src: "wetland-notes/01.jpg",
      text: "<em>Great Blue, Berlin Pond</em>, watercolor on paper, 22 x 15 in, 2023",
    },
    {
      src: "wetland-notes/02.jpg",
      text: "<em>Cattails in Wind</em>, watercolor on paper, 15 x 22 in, 2023",
    },
    {
      src: "wetland-notes/03.jpg",
      text: "<em>Marsh Wren</em>, watercolor on paper, 10 x 8 in, 2023",
    },
    {
      src: "wetland-notes/04.jpg",
      text: "<em>Beaver Meadow</em>, watercolor on paper, 15 x 22 in, 2023",
    },
    {
      src: "wetland-notes/05.jpg",
      text: "<em>Ice on the Marsh</em>, watercolor on paper, 15 x 22 in, 2023",
    },
  ],
  videos: [],
};
