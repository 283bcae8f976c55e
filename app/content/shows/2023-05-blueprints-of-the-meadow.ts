// Show 54.1, May 2023 (solo). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "blueprints-of-the-meadow",
  number: 54.1,
  displayName: "Blueprints of the Meadow",
  superDisplayName: "Marcus Hale",
  startDate: "2023-05-05",
  endDate: "2023-05-31",
  artistParamName: "marcus-hale",
  featuredImage: {
    src: "blueprints-of-the-meadow/featured.jpg",
    text: "<em>Queen Anne's Lace</em>, cyanotype on paper, 14 x 11 in, 2023",
  },
  descriptionBold: ["May 5 - 31, 2023", "Opening reception Friday, May 5, 4-7 PM"],
  description: [
    "Marcus Hale makes his prints with sunlight: wildflowers laid on treated paper, exposed for minutes or an hour, then washed in the brook behind his house.",
    "The deep blue is iron, the white is the shadow of a plant. Every print is a record of one afternoon in one meadow in Berlin.",
    'He prints with visitors every Saturday in May, weather permitting. <a href="https://marcushale.example.org/printing-days">Sign up on his website</a>.',
  ],
  images: [
    {
      src: "blueprints-of-the-meadow/01.jpg",
      text: "<em>Meadow Blueprint II</em>, cyanotype on cotton rag, 30 x 22 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/02.jpg",
      text: "<em>Queen Anne's Lace</em>, cyanotype on paper, 14 x 11 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/03.jpg",
      text: "<em>Fern Sheet</em>, cyanotype on paper, 11 x 14 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/04.jpg",
      text: "<em>Milkweed, Seeding</em>, cyanotype on cotton rag, 22 x 30 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/05.jpg",
      text: "<em>Timothy Grass</em>, cyanotype on paper, 14 x 11 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/06.jpg",
      text: "<em>Bedstraw</em>, cyanotype on paper, 11 x 14 in, 2023",
    },
    {
      src: "blueprints-of-the-meadow/07.jpg",
      text: "<em>Meadow Blueprint III</em>, cyanotype on cotton rag, 30 x 22 in, 2023",
    },
  ],
  videos: [],
};
