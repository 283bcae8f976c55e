// Photographs of the gallery itself (image folder "gallery").
import type { CaptionedImage } from "./schema.ts";

/** product §2.11 About Us: six early-years photos, 01.jpg to 06.jpg in gallery/history. */
export const aboutHistoryImages: CaptionedImage[] = [
  { src: "history/01.jpg", text: "Painting the walls before the first show, 2015" },
  { src: "history/02.jpg", text: "The first opening on Barre Street" },
  { src: "history/03.jpg", text: "Hanging a members' show" },
  { src: "history/04.jpg", text: "An Art Walk night on the sidewalk" },
  { src: "history/05.jpg", text: "A poetry reading in the back room" },
  { src: "history/06.jpg", text: "Members at the fifth anniversary, 2020" },
];

/** product §2.10 Visit: the faded background photo of the gallery. */
export const visitPhoto = { src: "front-window.jpg", text: "The Front's window on Barre Street" };
