// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "ada-quimby",
  name: "Ada Quimby",
  website: "https://adaquimby.example.com",
  instagram: {
    handle: "ada.quimby.quilts",
    link: "https://www.instagram.com/ada.quimby.quilts",
  },
  thumbnail: {
    src: "ada-quimby/phone-01.jpg",
    scale: 1.5,
    position: "30% 30%",
  },
  images: [
    {
      src: "ada-quimby/01.jpg",
      text: "<em>Flying Geese, Going North</em>, cotton quilt, 84 x 72 in, 2022",
    },
    {
      src: "ada-quimby/02.jpg",
      text: "<em>Log Cabin, Burnt</em>, wool and cotton quilt, 60 x 60 in, 2023",
    },
    {
      src: "ada-quimby/03.jpg",
      text: "<em>Churn Dash for My Mother</em>, cotton quilt, 72 x 60 in, 2023",
    },
    {
      src: "ada-quimby/04.jpg",
      text: "<em>Drunkard's Path</em>, cotton quilt, 48 x 48 in, 2023",
    },
    {
      src: "ada-quimby/05.jpg",
      text: "<em>Shirts of the Men</em>, reclaimed shirting quilt, 80 x 64 in, 2023",
    },
    {
      src: "ada-quimby/06.jpg",
      text: "<em>Half-Square Weather</em>, cotton quilt, 40 x 40 in, 2023",
    },
  ],
  bio: [
    "Ada Quimby pieces quilts from old patterns and older fabric: work shirts, feed sacks, and the curtains from a farmhouse in Tunbridge where she grew up.",
    "She quilts by hand on a frame that takes up most of her living room from November to April.",
  ],
};
