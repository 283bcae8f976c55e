// A member of the Front. Image paths are relative to the artists image folder.
import type { Artist } from "../schema.ts";

export const artist: Artist = {
  paramName: "hana-morimoto",
  name: "Hana Morimoto",
  website: "https://hanamorimoto.example.com",
  instagram: {
    handle: "hana.morimoto.ink",
    link: "https://www.instagram.com/hana.morimoto.ink",
  },
  thumbnail: {
    src: "hana-morimoto/phone-01.jpg",
  },
  images: [
    {
      src: "hana-morimoto/01.jpg",
      text: "<em>Snow on Camel's Hump</em>, sumi ink on paper, 36 x 18 in, 2022",
    },
    {
      src: "hana-morimoto/02.jpg",
      text: "<em>First Snow</em>, sumi ink on paper, 18 x 24 in, 2022",
    },
    {
      src: "hana-morimoto/03.jpg",
      text: "<em>Birches</em>, sumi ink on paper, 30 x 12 in, 2022",
    },
    {
      src: "hana-morimoto/04.jpg",
      text: "<em>River Ice</em>, sumi ink on paper, 12 x 30 in, 2022",
    },
    {
      src: "hana-morimoto/05.jpg",
      text: "<em>Crows in the Field</em>, sumi ink on paper, 18 x 24 in, 2023",
    },
  ],
  bio: [
    "Hana Morimoto paints landscapes in ink with a brush her grandmother gave her, working fast so that each picture is a single breath.",
    "She throws away nine paintings for every one she keeps. The kept ones hang in the Front; the others light her woodstove.",
  ],
};
