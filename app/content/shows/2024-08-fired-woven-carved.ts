// Show 62, August 2024 (group). Image paths are relative to the shows image folder.
import type { Show } from "../schema.ts";

export const show: Show = {
  name: "fired-woven-carved",
  number: 62,
  displayName: "Fired, Woven, Carved",
  startDate: "2024-08-02",
  endDate: "2024-08-31",
  featuredImage: {
    src: "fired-woven-carved/featured.jpg",
    text: "Lucia Ferreira, <em>Goldenrod Yardage</em>, goldenrod-dyed wool, 72 x 30 in, 2024",
    artist: "lucia-ferreira",
  },
  descriptionBold: ["August 2 - 31, 2024", "Opening reception Friday, August 2, 4-8 PM (Art Walk)"],
  description: [
    "The members' August show is about craft: the slow, skilled, physical business of making things by hand.",
    "Clay, wool, wood, glass, wax. Several pieces are shown with the tools that made them.",
    'It is also the first show for our new member <a href="/artists/clara-whitcomb">Clara Whitcomb</a>, who painted the one thing in the room nobody could make by hand: an apple.',
    'With work by <a href="/artists/desmond-achebe-ruiz">Desmond Achebe-Ruiz</a>, <a href="/artists/lucia-ferreira">Lucia Ferreira</a>, <a href="/artists/ingrid-sato">Ingrid Sato</a>, <a href="/artists/saoirse-dunleavy">Saoirse Dunleavy</a>, <a href="/artists/ada-quimby">Ada Quimby</a>, <a href="/artists/rosalind-pike">Rosalind Pike</a> and <a href="/artists/clara-whitcomb">Clara Whitcomb</a>.',
  ],
  images: [
    {
      src: "fired-woven-carved/01.jpg",
      text: "Desmond Achebe-Ruiz, <em>Two Vessels for Rain</em>, wood-fired stoneware, 11 in tall, 2024",
      artist: "desmond-achebe-ruiz",
    },
    {
      src: "fired-woven-carved/02.jpg",
      text: "Lucia Ferreira, <em>Goldenrod Yardage</em>, goldenrod-dyed wool, 72 x 30 in, 2024",
      artist: "lucia-ferreira",
    },
    {
      src: "fired-woven-carved/03.jpg",
      text: "Ingrid Sato, <em>Block for Tamarack I</em>, carved cherry, 24 x 18 in, 2024",
      artist: "ingrid-sato",
    },
    {
      src: "fired-woven-carved/04.jpg",
      text: "Saoirse Dunleavy, <em>Broken Plates, Sunday</em>, ceramic mosaic, 20 x 20 in, 2024",
      artist: "saoirse-dunleavy",
    },
    {
      src: "fired-woven-carved/05.jpg",
      text: "Ada Quimby, <em>Wedding Ring, Repaired</em>, cotton quilt, 60 x 60 in, 2024",
      artist: "ada-quimby",
    },
    {
      src: "fired-woven-carved/06.jpg",
      text: "Rosalind Pike, <em>Comb</em>, encaustic and damar resin, 18 x 18 in, 2024",
      artist: "rosalind-pike",
    },
    {
      src: "fired-woven-carved/07.jpg",
      text: "Clara Whitcomb, <em>Apples on a Blue Cloth</em>, oil on linen, 16 x 20 in, 2024",
      artist: "clara-whitcomb",
    },
  ],
  videos: [],
};
