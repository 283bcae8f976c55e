// Built-in events (SPEC.md §3). Dates are wall-clock times in Montpelier. Image paths are
// relative to the events image folder unless the image names another directory.
import type { GalleryEvent } from "./schema.ts";

export const events: GalleryEvent[] = [
  {
    title: "Opening Reception: The Weight of Water",
    date: "2025-03-07T16:00",
    description: [
      "Meet Desmond Achebe-Ruiz and see forty new wood-fired vessels.",
      "Cider from Middlesex.",
    ],
    image: { src: "the-weight-of-water/featured.jpg", directory: "shows" },
    link: { type: "internal", text: "About the show", url: "/shows/the-weight-of-water" },
  },
  {
    title: "Woodcut Printing Demonstration",
    date: "2025-05-17T13:00",
    description: ["Ingrid Sato prints a woodblock by hand and lets you pull a proof."],
    image: { src: "woodcut-demo.jpg" },
  },
  {
    title: "Anniversary Reception: Ten Years on Barre Street",
    date: "2025-06-06T16:00",
    description: [
      "<strong>The Front turns ten.</strong> Ten years, 67 group shows, 30 solo shows, 23 current member-owners and 36 former members: come celebrate with all of them.",
      "Music on the sidewalk during the Art Walk, 4-8 PM.",
    ],
    image: { src: "anniversary.jpg", text: "Members at the first opening in 2015" },
    link: { type: "internal", text: "About the show", url: "/shows/ten-years-on-barre-street" },
  },
  {
    title: "Opening Reception: Signal and Relay",
    date: "2025-07-04T16:00",
    description: ["Priya Castellanos switches on <em>Signal</em> at dusk."],
    image: { src: "signal-and-relay/featured.jpg", directory: "shows" },
    link: { type: "internal", text: "About the show", url: "/shows/signal-and-relay" },
  },
  {
    title: "Poetry Reading: Night Writing",
    date: "2025-07-18T19:00",
    description: ["Four Vermont poets read new work among the sculptures."],
    image: { src: "poetry-night.jpg" },
  },
  {
    title: "Opening Reception: Hand and Eye",
    date: "2025-08-01T16:00",
    description: ["The members' drawing show opens for the August Art Walk."],
    image: { src: "hand-and-eye/featured.jpg", directory: "shows" },
    link: { type: "internal", text: "About the show", url: "/shows/hand-and-eye" },
  },
  {
    title: "Artist Talk: Lucia Ferreira",
    date: "2025-09-13T14:00",
    description: ["Lucia Ferreira on dyeing with indigo, walnut and goldenrod."],
    image: { src: "artist-talk.jpg" },
    link: {
      type: "external",
      text: "The artist's dye garden",
      url: "https://luciaferreira.example.com/garden",
    },
  },
  {
    title: "Opening Reception: After Dark",
    date: "2025-10-03T16:00",
    description: ["Lamps only: bring a friend and a flashlight if you like."],
    image: { src: "after-dark/featured.jpg", directory: "shows" },
    link: { type: "internal", text: "About the show", url: "/shows/after-dark" },
  },
  {
    title: "Opening Reception: Granite Sheds",
    date: "2025-11-07T16:00",
    description: ["Tobias Wren and several of the cutters he photographed will be there."],
    image: { src: "granite-sheds/featured.jpg", directory: "shows" },
    link: { type: "internal", text: "About the show", url: "/shows/granite-sheds" },
  },
  {
    title: "Community Wheel Night",
    date: "2025-11-20T18:00",
    description: ["Try the potter's wheel with Desmond Achebe-Ruiz. Clay and aprons provided."],
    image: { src: "wheel-night.jpg" },
  },
  {
    title: "Members' Holiday Sale",
    date: "2025-12-05T16:00",
    description: [
      "Small works, cards and pots from every member, for the first Friday of December.",
    ],
    image: { src: "holiday-sale.jpg" },
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
    image: { src: "solstice.jpg" },
  },
];
