// Events of 2023, in date order. Dates are wall-clock times in Montpelier. Image paths are
// relative to the events image folder unless the image names another directory.
import type { GalleryEvent } from "../schema.ts";

export const events: GalleryEvent[] = [
  {
    title: "Opening Reception: Snow Ink",
    date: "2023-01-06T16:00",
    description: [
      "Meet Hana Morimoto; she will paint a few quick studies at 6 PM.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "snow-ink/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/snow-ink",
    },
  },
  {
    title: "Ink Painting Demonstration with Hana Morimoto",
    date: "2023-01-21T14:00",
    description: [
      "Hana Morimoto grinds her ink, wets her brush and paints a winter landscape in front of you, then explains every stroke.",
    ],
    image: {
      src: "ink-demo.jpg",
      scale: 1.2,
      position: "50% 40%",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/snow-ink",
    },
  },
  {
    title: "Opening Reception: Cabin Fever",
    date: "2023-02-03T16:00",
    description: [
      "Cure your cabin fever with the members' February show. Hot soup from the Barre Street kitchen.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "cabin-fever/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/cabin-fever",
    },
  },
  {
    title: "Poetry Reading: Cabin Fever Open Mic",
    date: "2023-02-17T19:00",
    description: [
      "An open mic for poems written indoors in February. Five minutes each, sign up at the door.",
    ],
    image: {
      src: "open-mic.jpg",
    },
  },
  {
    title: "Opening Reception: Mud Season",
    date: "2023-03-03T16:00",
    description: [
      "Meet Maren Holt. Wear your mud boots; everyone else will.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "mud-season/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/mud-season",
    },
  },
  {
    title: "Gallery Talk: Maren Holt on Mud Season",
    date: "2023-03-18T14:00",
    description: [
      "Maren Holt walks through <em>Mud Season</em> and talks about painting in thin layers, one a day, for weeks.",
    ],
    image: {
      src: "maren-talk.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/mud-season",
    },
  },
  {
    title: "Opening Reception: Thaw",
    date: "2023-04-07T16:00",
    description: [
      "Celebrate the thaw with the members, and welcome two new ones.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "thaw/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/thaw",
    },
  },
  {
    title: "Opening Reception: Blueprints of the Meadow",
    date: "2023-05-05T16:00",
    description: ["Meet Marcus Hale and see the meadow in blue.", "Free and open to all, 4-7 PM."],
    image: {
      src: "blueprints-of-the-meadow/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/blueprints-of-the-meadow",
    },
  },
  {
    title: "Workshop: Cyanotypes in the Meadow",
    date: "2023-05-20T10:00",
    description: [
      "Make sun prints from wildflowers with Marcus Hale in his meadow in Berlin. Paper and chemistry provided; bring a hat.",
      "If it rains, we print in the gallery window instead.",
    ],
    image: {
      src: "cyanotype-workshop.jpg",
    },
    link: {
      type: "external",
      text: "Sign up with the artist",
      url: "https://marcushale.example.org/printing-days",
    },
  },
  {
    title: "Opening Reception: Long Light",
    date: "2023-06-02T16:00",
    description: [
      "Art Walk night: the members' solstice show. The door stays open until 8.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "long-light/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/long-light",
    },
  },
  {
    title: "Solstice Evening",
    date: "2023-06-21T19:00",
    description: [
      "The longest day of the year: the gallery stays open until the sun goes down, with music on the sidewalk.",
    ],
    image: {
      src: "solstice-2023.jpg",
    },
  },
  {
    title: "Opening Reception: Hard Edges",
    date: "2023-07-07T16:00",
    description: [
      "Oren Blackwood's hard-edge paintings, and a thank-you to everyone who helped downtown dig out.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "hard-edges/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/hard-edges",
    },
  },
  {
    title: "Flood Relief Art Sale",
    date: "2023-07-22T10:00",
    description: [
      "After the July flood, members and friends donated work for a one-day sale. <strong>Every dollar goes to downtown businesses rebuilding after the water.</strong>",
      "Thank you to everyone who gave work, time and mops.",
    ],
    image: {
      src: "flood-sale.jpg",
    },
    link: {
      type: "external",
      text: "The recovery fund",
      url: "https://montpelierstrong.example.org",
    },
  },
  {
    title: "Opening Reception: Guest Room",
    date: "2023-08-04T16:00",
    description: [
      "Meet the guests of the members' August show. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "guest-room/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/guest-room",
    },
  },
  {
    title: "Poetry Reading: Dev Raman and Friends",
    date: "2023-08-18T19:00",
    description: [
      "Guest artist Dev Raman reads the poems he printed for <em>Guest Room</em>, with three poets he admires.",
    ],
    image: {
      src: "dev-raman-reading.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/guest-room",
    },
  },
  {
    title: "Opening Reception: Pieced",
    date: "2023-09-01T16:00",
    description: [
      "Meet Ada Quimby among nine quilts hung from the ceiling. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "pieced/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/pieced",
    },
  },
  {
    title: "Opening Reception: Paper Trail",
    date: "2023-10-06T16:00",
    description: [
      "The members' works on paper. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "paper-trail/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/paper-trail",
    },
  },
  {
    title: "Opening Reception: Night Shift",
    date: "2023-11-03T16:00",
    description: [
      "Meet August Lindqvist. Night-shift workers get a free cup of coffee.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "night-shift/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/night-shift",
    },
  },
  {
    title: "Night Drawing Walk with August Lindqvist",
    date: "2023-11-18T17:00",
    description: [
      "Meet at the gallery with a sketchbook and a warm coat. August Lindqvist leads a walk through downtown after dark, stopping to draw.",
      "Charcoal and clipboards provided.",
    ],
    image: {
      src: "night-drawing.jpg",
    },
    link: {
      type: "internal",
      text: "About the artist",
      url: "/artists/august-lindqvist",
    },
  },
  {
    title: "Opening Reception: Small Works 2023",
    date: "2023-12-01T16:00",
    description: [
      "The holiday small works sale. Art Walk night, 4-8 PM, with mulled cider.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "small-works-2023/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/small-works-2023",
    },
  },
  {
    title: "Members' Holiday Party",
    date: "2023-12-15T17:00",
    description: ["Our end-of-year party, with a raffle of small works donated by the members."],
    image: {
      src: "holiday-party-2023.jpg",
    },
  },
];
