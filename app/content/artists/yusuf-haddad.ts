// A former member or guest of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "yusuf-haddad",
  name: "Yusuf Haddad",
  isNotMember: true,
  website: "https://yusufhaddad.example.com",
  instagram: {
    handle: "yusuf.haddad.tile",
    link: "https://www.instagram.com/yusuf.haddad.tile",
  },
  thumbnail: {
    src: "yusuf-haddad/phone-01.jpg",
  },
  images: [
    {
      src: "yusuf-haddad/01.jpg",
      text: "<em>Tile Study, Blue</em>, glazed earthenware tiles, 24 x 24 in, 2022",
    },
    {
      src: "yusuf-haddad/02.jpg",
      text: "<em>Courtyard</em>, glazed earthenware tiles, 36 x 36 in, 2023",
    },
    {
      src: "yusuf-haddad/03.jpg",
      text: "<em>Fountain Pattern</em>, glazed earthenware tiles, 18 x 18 in, 2023",
    },
  ],
  bio: [
    "Yusuf Haddad makes hand-painted tiles in patterns he learned in his father's workshop in Aleppo.",
    "He was a member of the Front from 2019 to 2024 and now teaches ceramics in Burlington.",
  ],
};
