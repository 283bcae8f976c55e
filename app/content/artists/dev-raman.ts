// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "dev-raman",
  name: "Dev Raman",
  isNotMember: true,
  website: "https://devraman.example.org",
  instagram: {
    handle: "dev.raman.letterpress",
    link: "https://www.instagram.com/dev.raman.letterpress",
  },
  thumbnail: {
    src: "dev-raman/phone-01.jpg",
  },
  images: [
    {
      src: "dev-raman/01.jpg",
      text: "<em>Broadside: Mud</em>, letterpress on handmade paper, 18 x 12 in, 2023",
    },
    {
      src: "dev-raman/02.jpg",
      text: "<em>Broadside: Ice</em>, letterpress on handmade paper, 18 x 12 in, 2023",
    },
    {
      src: "dev-raman/03.jpg",
      text: "<em>Alphabet of Weather</em>, letterpress, 24 x 18 in, 2023",
    },
  ],
  bio: [
    "Dev Raman is a poet and letterpress printer who sets his own poems in lead type, one letter at a time, in Plainfield.",
    'He showed broadsides with us as a guest in <a href="/shows/guest-room">Guest Room</a> in 2023 and reads at the Front most winters.',
  ],
};
