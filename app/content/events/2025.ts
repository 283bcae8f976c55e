// Events of 2025, in date order. Dates are wall-clock times in Montpelier. Image paths are
// relative to the events image folder unless the image names another directory.
import type { GalleryEvent } from "../schema.ts";

export const events: GalleryEvent[] = [
  {
    title: "Opening Reception: Stipple",
    date: "2025-01-03T16:00",
    description: ["Meet Felix Tran. Magnifying glasses provided.", "Free and open to all, 4-7 PM."],
    image: {
      src: "stipple/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/stipple",
    },
  },
  {
    title: "Poetry Reading: Winter Words",
    date: "2025-01-17T19:00",
    description: [
      "Dev Raman returns with new broadsides, and three poets from the Kellogg-Hubbard Library's winter workshop.",
    ],
    image: {
      src: "winter-words.jpg",
    },
    link: {
      type: "internal",
      text: "About the poet",
      url: "/artists/dev-raman",
    },
  },
  {
    title: "Opening Reception: First Light",
    date: "2025-02-07T16:00",
    description: [
      "The members' February show about winter light.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "first-light/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/first-light",
    },
  },
  {
    title: "Opening Reception: The Weight of Water",
    date: "2025-03-07T16:00",
    description: [
      "Meet Desmond Achebe-Ruiz and see forty new wood-fired vessels. Cider from Middlesex.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "the-weight-of-water/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/the-weight-of-water",
    },
  },
  {
    title: "Opening Reception: Common Ground",
    date: "2025-04-04T16:00",
    description: [
      "The members' show about shared land, with seedlings from the community gardens.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "common-ground/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/common-ground",
    },
  },
  {
    title: "Opening Reception: Tamarack",
    date: "2025-05-02T16:00",
    description: [
      "Meet Ingrid Sato and see a year of one tree. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "tamarack/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/tamarack",
    },
  },
  {
    title: "Woodcut Printing Demonstration",
    date: "2025-05-17T13:00",
    description: ["Ingrid Sato prints a woodblock by hand and lets you pull a proof of your own."],
    image: {
      src: "woodcut-demo.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/tamarack",
    },
  },
  {
    title: "Anniversary Reception: Ten Years on Barre Street",
    date: "2025-06-06T16:00",
    description: [
      "The Front turns ten: the anniversary show opens on the June Art Walk.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "ten-years-on-barre-street/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/ten-years-on-barre-street",
    },
  },
  {
    title: "Ten Years of the Front: Anniversary Party",
    date: "2025-06-14T17:00",
    description: [
      "<strong>The Front turns ten.</strong> 10 years, 67 group shows, 30 solo shows, 23 current member-owners and 36 former members: come celebrate with all of them.",
      "Music on the sidewalk, cake at six, and a slideshow of every show since 2015.",
    ],
    image: {
      src: "anniversary.jpg",
      text: "Members at the first opening in 2015",
    },
    link: {
      type: "internal",
      text: "About the anniversary show",
      url: "/shows/ten-years-on-barre-street",
    },
  },
  {
    title: "Opening Reception: Signal and Relay",
    date: "2025-07-04T16:00",
    description: [
      "Priya Castellanos switches on <em>Signal</em> at dusk.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "signal-and-relay/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/signal-and-relay",
    },
  },
  {
    title: "Artist Talk: Priya Castellanos",
    date: "2025-07-12T14:00",
    description: [
      "Priya Castellanos on salvaging a radio tower, bending neon by hand, and why the gallery is so dark this month.",
    ],
    image: {
      src: "priya-talk.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/signal-and-relay",
    },
  },
  {
    title: "Poetry Reading: Night Writing",
    date: "2025-07-18T19:00",
    description: [
      "Four Vermont poets read new work among the sculptures of <em>Signal and Relay</em>.",
    ],
    image: {
      src: "poetry-night.jpg",
    },
  },
  {
    title: "Opening Reception: Hand and Eye",
    date: "2025-08-01T16:00",
    description: [
      "The members' drawing show opens for the August Art Walk, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "hand-and-eye/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/hand-and-eye",
    },
  },
  {
    title: "Workshop: Drawing from Life",
    date: "2025-08-16T10:00",
    description: [
      "A morning of drawing from a clothed model with August Lindqvist and Kwame Osei-Bright. Paper and charcoal provided.",
      "<strong>Space for fifteen.</strong> Call or email the gallery to save a place.",
    ],
    image: {
      src: "life-drawing.jpg",
    },
    link: {
      type: "internal",
      text: "Contact us",
      url: "/visit",
    },
  },
  {
    title: "Opening Reception: Mending Map",
    date: "2025-09-05T16:00",
    description: [
      "Meet Lucia Ferreira. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "mending-map/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/mending-map",
    },
  },
  {
    title: "Artist Talk: Lucia Ferreira",
    date: "2025-09-13T14:00",
    description: [
      "Lucia Ferreira on dyeing with indigo, walnut and goldenrod, and on weaving with her neighbours' old sweaters.",
    ],
    image: {
      src: "artist-talk.jpg",
    },
    link: {
      type: "external",
      text: "The artist's dye garden",
      url: "https://luciaferreira.example.com/garden",
    },
  },
  {
    title: "Opening Reception: After Dark",
    date: "2025-10-03T16:00",
    description: [
      "Lamps only: bring a friend and a flashlight if you like. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "after-dark/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/after-dark",
    },
  },
  {
    title: "Poetry Reading: After Dark",
    date: "2025-10-17T19:00",
    description: [
      "Poems about the night, read by lamplight among the work of <em>After Dark</em>.",
    ],
    image: {
      src: "after-dark-reading.jpg",
    },
  },
  {
    title: "Opening Reception: Granite Sheds",
    date: "2025-11-07T16:00",
    description: [
      "Tobias Wren and several of the cutters he photographed will be there.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "granite-sheds/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/granite-sheds",
    },
  },
  {
    title: "Community Wheel Night",
    date: "2025-11-20T18:00",
    description: ["Try the potter's wheel with Desmond Achebe-Ruiz. Clay and aprons provided."],
    image: {
      src: "wheel-night.jpg",
    },
    link: {
      type: "internal",
      text: "About the artist",
      url: "/artists/desmond-achebe-ruiz",
    },
  },
  {
    title: "Members' Holiday Sale",
    date: "2025-12-05T16:00",
    description: [
      "Small works, cards and pots from every member, for the first Friday of December and the Art Walk.",
    ],
    image: {
      src: "holiday-sale.jpg",
    },
    link: {
      type: "external",
      text: "Montpelier Art Walk",
      url: "https://montpelierartwalk.example.org",
    },
  },
  {
    title: "Winter Solstice Open Studio",
    date: "2025-12-20T15:00",
    description: ["Hot cider and a last look at the year's work before the short days."],
    image: {
      src: "solstice.jpg",
    },
  },
];
