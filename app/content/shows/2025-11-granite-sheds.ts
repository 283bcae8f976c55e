// Show 69.1, November 2025 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "granite-sheds",
  number: 69.1,
  displayName: "Granite Sheds",
  superDisplayName: "Tobias Wren",
  startDate: "2025-11-07",
  endDate: "2025-11-30",
  artistParamName: "tobias-wren",
  featuredImage: {
    src: "granite-sheds/featured.jpg",
    text: "<em>Granite Shed, Barre</em>, gelatin silver print, 20 x 24 in, 2023",
  },
  descriptionBold: ["November 7 - 30, 2025", "Opening reception Friday, November 7, 4-7 PM"],
  description: [
    "Large-format photographs of the granite sheds of Barre and the people who work in them.",
    "Tobias Wren spent two winters in the sheds with a view camera and a thermos. The cutters, carvers and polishers let him stay because he swept up.",
    "Printed by the artist in his darkroom in Middlesex.",
  ],
  images: [
    {
      src: "granite-sheds/01.jpg",
      text: "<em>Granite Shed, Barre</em>, gelatin silver print, 20 x 24 in, 2023",
    },
    {
      src: "granite-sheds/02.jpg",
      text: "<em>Cutter's Bench</em>, gelatin silver print, 24 x 20 in, 2024",
    },
    {
      src: "granite-sheds/03.jpg",
      text: "<em>Overhead Crane</em>, gelatin silver print, 20 x 24 in, 2024",
    },
    {
      src: "granite-sheds/04.jpg",
      text: "<em>Polisher, Second Shift</em>, gelatin silver print, 24 x 20 in, 2025",
    },
    {
      src: "granite-sheds/05.jpg",
      text: "<em>Grout Pile</em>, gelatin silver print, 16 x 20 in, 2025",
    },
    {
      src: "granite-sheds/06.jpg",
      text: "<em>Carver's Hands</em>, gelatin silver print, 20 x 16 in, 2025",
    },
    {
      src: "granite-sheds/07.jpg",
      text: "<em>Rock of Ages Road</em>, pigment print, 24 x 36 in, 2025",
    },
  ],
  videos: [],
};
