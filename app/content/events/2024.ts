// Events of 2024, in date order. Dates are wall-clock times in Montpelier. Image paths are
// relative to the events image folder unless the image names another directory.
import type { GalleryEvent } from "../schema.ts";

export const events: GalleryEvent[] = [
  {
    title: "Opening Reception: Wetland Notes",
    date: "2024-01-05T16:00",
    description: [
      "Meet Beatrix Lund and warm up with a summer's worth of wetlands.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "wetland-notes/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/wetland-notes",
    },
  },
  {
    title: "Winter Bird Walk with Beatrix Lund",
    date: "2024-01-27T09:00",
    description: [
      "Beatrix Lund leads a slow walk along the North Branch to count winter birds, then back to the gallery for tea and her wetland paintings.",
    ],
    image: {
      src: "bird-walk.jpg",
    },
    link: {
      type: "external",
      text: "The bird count",
      url: "https://beatrixlund.example.com/counts",
    },
  },
  {
    title: "Opening Reception: Blue",
    date: "2024-02-02T16:00",
    description: [
      "The members' show about one colour. Wear something blue.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "blue/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/blue",
    },
  },
  {
    title: "Poetry Reading: Blue Poems",
    date: "2024-02-16T19:00",
    description: ["Poems about one colour, read among the paintings of <em>Blue</em>."],
    image: {
      src: "blue-poems.jpg",
    },
  },
  {
    title: "Opening Reception: Seed Catalogue",
    date: "2024-03-01T16:00",
    description: ["Meet Nadia Kowalczyk. Bring seeds to swap.", "Free and open to all, 4-7 PM."],
    image: {
      src: "seed-catalogue/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/seed-catalogue",
    },
  },
  {
    title: "Collage Workshop with Nadia Kowalczyk",
    date: "2024-03-16T13:00",
    description: [
      "Cut up old seed catalogues and make a collage to take home. Nadia Kowalczyk brings the scissors, glue and forty years of catalogues.",
    ],
    image: {
      src: "collage-workshop.jpg",
    },
  },
  {
    title: "Opening Reception: Totality",
    date: "2024-04-05T16:00",
    description: [
      "The members' eclipse show opens three days before the real thing.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "totality/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/totality",
    },
  },
  {
    title: "Eclipse Afternoon on Barre Street",
    date: "2024-04-08T14:00",
    description: [
      "The gallery opens on a Monday for the total solar eclipse. Watch from the sidewalk with the members; glasses provided while they last.",
      "Totality in Montpelier begins at about 3:26 PM.",
    ],
    image: {
      src: "eclipse.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/totality",
    },
  },
  {
    title: "Opening Reception: Dark Sky",
    date: "2024-05-03T16:00",
    description: [
      "Meet Theo Martel. If the sky is clear, he brings a telescope to the sidewalk after dark.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "dark-sky/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/dark-sky",
    },
  },
  {
    title: "Stargazing with Theo Martel",
    date: "2024-05-18T21:00",
    description: [
      "Theo Martel sets up a telescope in the Hubbard Park meadow. Meet at the gallery at 9 PM and walk up together; cancelled if cloudy.",
    ],
    image: {
      src: "stargazing.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/dark-sky",
    },
  },
  {
    title: "Opening Reception: High Water",
    date: "2024-06-07T16:00",
    description: [
      "The members' flood anniversary show. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "high-water/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/high-water",
    },
  },
  {
    title: "Artist Talk: One Year After the Flood",
    date: "2024-06-15T14:00",
    description: [
      "Four members whose work is in <em>High Water</em> talk about making art about the flood, and about what the town has rebuilt since.",
    ],
    image: {
      src: "flood-talk.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/high-water",
    },
  },
  {
    title: "Opening Reception: Beeswax",
    date: "2024-07-05T16:00",
    description: [
      "Meet Rosalind Pike. Honey from her hives at the opening.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "beeswax/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/beeswax",
    },
  },
  {
    title: "Encaustic Demonstration with Rosalind Pike",
    date: "2024-07-20T14:00",
    description: [
      "Rosalind Pike melts beeswax and pigment on a hot palette and shows how she builds a painting with a torch. Stand well back.",
    ],
    image: {
      src: "encaustic-demo.jpg",
    },
  },
  {
    title: "Opening Reception: Fired, Woven, Carved",
    date: "2024-08-02T16:00",
    description: [
      "The members' craft show, with demonstrations on the sidewalk. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "fired-woven-carved/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/fired-woven-carved",
    },
  },
  {
    title: "Opening Reception: Sitters",
    date: "2024-09-06T16:00",
    description: [
      "Meet Kwame Osei-Bright and several of his sitters. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "sitters/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/sitters",
    },
  },
  {
    title: "Artist Talk: Kwame Osei-Bright and His Sitters",
    date: "2024-09-21T14:00",
    description: [
      "Kwame Osei-Bright talks with three of the people he painted for <em>Sitters</em>: a librarian, a barber and a crossing guard.",
    ],
    image: {
      src: "sitters-talk.jpg",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/sitters",
    },
  },
  {
    title: "Opening Reception: Field Guide",
    date: "2024-10-04T16:00",
    description: [
      "The members' field guide show. Art Walk night, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "field-guide/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/field-guide",
    },
  },
  {
    title: "Opening Reception: Contour",
    date: "2024-11-01T16:00",
    description: [
      "Meet Ruth Gallagher among eleven stitched mountains.",
      "Free and open to all, 4-7 PM.",
    ],
    image: {
      src: "contour/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/contour",
    },
  },
  {
    title: "Stitching Workshop with Ruth Gallagher",
    date: "2024-11-16T13:00",
    description: [
      "Learn the running and stem stitches Ruth Gallagher uses for her contour maps, and start stitching a map of your own hill.",
    ],
    image: {
      src: "stitching-workshop.jpg",
    },
  },
  {
    title: "Opening Reception: Winter Market",
    date: "2024-12-06T16:00",
    description: [
      "The winter market opens for the December Art Walk, 4-8 PM.",
      "Free and open to all, 4-8 PM, on the Montpelier Art Walk.",
    ],
    image: {
      src: "winter-market/featured.jpg",
      directory: "shows",
    },
    link: {
      type: "internal",
      text: "About the show",
      url: "/shows/winter-market",
    },
  },
  {
    title: "Members' Holiday Party",
    date: "2024-12-13T17:00",
    description: [
      "The end-of-year party, with the winter market still on the walls and soup on the stove.",
    ],
    image: {
      src: "holiday-party-2024.jpg",
    },
  },
];
