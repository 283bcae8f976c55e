// Events of 2022, in date order. Dates are wall-clock times in Montpelier. Image paths are
// relative to the events image folder unless the image names another directory.
import type { GalleryEvent } from "../schema.ts";

export const events: GalleryEvent[] = [
  {
    title: "Opening Reception: Turning",
    date: "2022-10-07T16:00",
    description: [
      "Cider, doughnuts and the members' fall show. Come in from the leaf-peeper traffic.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "turning/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/turning",
    },
  },
  {
    title: "Artist Talk: Ada Quimby on Flying Geese",
    date: "2022-10-15T14:00",
    description: [
      "Ada Quimby talks about the quilt pattern she has made more times than any other, and why she still hasn't got it right.",
      "Bring a quilt from home if you would like her to tell you about it.",
    ],
    image: {
      src: "quilt-talk.jpg",
      text: "A quilt on the gallery wall",
    },
    link: {
      type: "internal",
      text: "About the artist",
      url: "/artists/ada-quimby",
    },
  },
  {
    title: "Opening Reception: Before Supper",
    date: "2022-11-04T16:00",
    description: [
      "Meet Ezra Banks and see thirty small paintings of one kitchen.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "before-supper/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/before-supper",
    },
  },
  {
    title: "Poetry Reading: First Snow",
    date: "2022-11-19T19:00",
    description: [
      "Four poets from around Montpelier read new work about the first snowfall of the year.",
      "Hot cider, and an open mic after the break for anyone brave enough.",
    ],
    image: {
      src: "poetry-first-snow.jpg",
    },
  },
  {
    title: "Opening Reception: Small Works 2022",
    date: "2022-12-02T16:00",
    description: [
      "The holiday small works sale opens: everything under twelve inches and under two hundred dollars.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "small-works-2022/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/small-works-2022",
    },
  },
  {
    title: "Workshop: Holiday Cards from Lino Blocks",
    date: "2022-12-10T11:00",
    description: [
      "Carve a small linoleum block and print a dozen cards to send. Tools, ink and paper provided; no experience needed.",
      "<strong>Space for twelve.</strong> Email the gallery to save a place.",
    ],
    image: {
      src: "lino-workshop.jpg",
      text: "Carving lino at the workshop table",
    },
    link: {
      type: "internal",
      text: "Contact us",
      url: "/visit",
    },
  },
  {
    title: "Members' Holiday Party",
    date: "2022-12-16T17:00",
    description: [
      "The members throw open the doors for a party at the end of the year. Everyone is welcome; the small works are still for sale.",
    ],
    image: {
      src: "holiday-party-2022.jpg",
    },
  },
];
