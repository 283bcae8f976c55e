// How each built-in artist's work looks when the generator draws it: a motif, a palette (the
// strongest colours first) and a ground. An artist missing here gets a style derived from their
// name, so a new artist never breaks the build.
import type { MotifName } from "./motifs.ts";

export interface Style {
  motif: MotifName;
  palette: readonly string[];
  ground: string;
}

export const artistStyles: Record<string, Style> = {
  "maren-holt": {
    motif: "landscape",
    palette: ["#5b4a3a", "#7d6b4f", "#8f8a6a", "#4e5a4a", "#b9b8ad", "#8e9aa3", "#a0785a"],
    ground: "#d9d2c3",
  },
  "desmond-achebe-ruiz": {
    motif: "vessels",
    palette: ["#6b4a2f", "#8c5a35", "#3e4a3c", "#a4875c", "#c9b38f", "#5a2f1f"],
    ground: "#d6d3cc",
  },
  "ingrid-sato": {
    motif: "woodcut",
    palette: ["#1f2a24", "#c9a227", "#e07a2e", "#55663b", "#8a2d1c"],
    ground: "#efe6d2",
  },
  "tobias-wren": {
    motif: "shedPhoto",
    palette: ["#222222", "#777777", "#bbbbbb"],
    ground: "#cccccc",
  },
  "lucia-ferreira": {
    motif: "weaving",
    palette: ["#1f3a5f", "#2f5d8a", "#c99a2e", "#6b4226", "#e2c275", "#8a9a5b", "#d7c9a8"],
    ground: "#e9e1cf",
  },
  "august-lindqvist": { motif: "drawing", palette: ["#1f1e1c", "#55524c"], ground: "#e8e3d6" },
  "priya-castellanos": {
    motif: "neon",
    palette: ["#ff3d6e", "#ff4fa3", "#39c6ff", "#ffb238", "#8cff6a"],
    ground: "#111216",
  },
  "ezra-banks": {
    motif: "interior",
    palette: ["#e3c9a0", "#4a3b2f", "#8a5a3c", "#c0533a", "#f2d27a", "#7a8c5a", "#f7b267"],
    ground: "#f1e6d0",
  },
  "nadia-kowalczyk": {
    motif: "collage",
    palette: ["#d7263d", "#f46036", "#2e294e", "#1b998b", "#c5d86d", "#f0e2b6", "#e9b44c"],
    ground: "#efe7d6",
  },
  "oren-blackwood": {
    motif: "hardEdge",
    palette: ["#e4b61a", "#d1462f", "#1d3557", "#f1faee", "#2a9d8f", "#111111"],
    ground: "#f1ede4",
  },
  "beatrix-lund": {
    motif: "watercolour",
    palette: ["#3b5249", "#6c9a8b", "#a3b18a", "#5b8fb9", "#c8b88a", "#8d6b48"],
    ground: "#fbf8f1",
  },
  "marcus-hale": { motif: "cyanotype", palette: ["#0f2c59", "#2a5d9f"], ground: "#f4f6f8" },
  "ada-quimby": {
    motif: "quilt",
    palette: ["#8c2f39", "#f4e9d8", "#2f4858", "#d9a441", "#3c6e71", "#b86f52", "#5e4b56"],
    ground: "#e8e0d0",
  },
  "felix-tran": { motif: "stipple", palette: ["#1a1a1a"], ground: "#f5f2ea" },
  "rosalind-pike": {
    motif: "colourField",
    palette: ["#c98b2b", "#e6b655", "#8a4b1c", "#f2d58a", "#5a3a1a"],
    ground: "#e9c77b",
  },
  "jonah-abernathy": {
    motif: "sign",
    palette: ["#111111", "#ff6f3c", "#3ddc97", "#ffd23f"],
    ground: "#f3efe6",
  },
  "clara-whitcomb": {
    motif: "stillLife",
    palette: ["#3c3a36", "#6b5b4b", "#c4a43b", "#9e2b25", "#6a8d3a", "#e7ddc8"],
    ground: "#d8cfbf",
  },
  "theo-martel": {
    motif: "nightSky",
    palette: ["#050a1a", "#1b2a4a", "#3ddc84", "#9fb8ff"],
    ground: "#050a1a",
  },
  "saoirse-dunleavy": {
    motif: "mosaic",
    palette: ["#0b3954", "#087e8b", "#bfd7ea", "#ff5a5f", "#c81d25", "#f5d491", "#2e4057"],
    ground: "#b9b3a7",
  },
  "kwame-osei-bright": {
    motif: "portrait",
    palette: [
      "#d9a05b",
      "#2d4a6b",
      "#7a2e3a",
      "#8d5a3b",
      "#6b3f2a",
      "#c9d3cf",
      "#1d1d1f",
      "#3b2a22",
    ],
    ground: "#e0d6c2",
  },
  "hana-morimoto": { motif: "ink", palette: ["#1b1b1b", "#6e6e6a"], ground: "#f6f3ec" },
  "ruth-gallagher": { motif: "contour", palette: ["#7a3b2e", "#2f5d50"], ground: "#e6dcc8" },
  "eli-vasquez": {
    motif: "vessels",
    palette: ["#6e4a2a", "#a87444", "#c89a62", "#8a5a34", "#d8b483", "#4a2f1a"],
    ground: "#e4e0d8",
  },
  "helen-marsh": {
    motif: "watercolour",
    palette: ["#5a3f7a", "#8e6bbf", "#e0b43c", "#6b8f4e", "#b5d08a", "#f2e28f"],
    ground: "#fcfaf4",
  },
  "samuel-okafor": {
    motif: "landscape",
    palette: ["#1e3a5f", "#f2a541", "#f08a4b", "#3a7ca5", "#81c3d7", "#2f6690", "#d9dcd6"],
    ground: "#f0e9dc",
  },
  "peg-corliss": {
    motif: "landscape",
    palette: ["#7c6a9a", "#d4a373", "#e9c46a", "#8ab17d", "#f4d8cd", "#b8c0ff", "#e76f51"],
    ground: "#efe6dc",
  },
  "walt-brennan": { motif: "sign", palette: ["#8b1e1e", "#f3e9d2", "#1f3b2d"], ground: "#2b2b2b" },
  "yusuf-haddad": { motif: "tiles", palette: ["#1d4e89", "#f2c14e", "#2a9d8f"], ground: "#f6f1e7" },
  "dev-raman": { motif: "letterpress", palette: ["#1a1a1a", "#b3261e"], ground: "#f1e9d8" },
  "iris-fontaine": {
    motif: "roadPhoto",
    palette: ["#7a3b2e", "#5f7a3a", "#9aa4a8", "#4a5a4a", "#b8c6cf"],
    ground: "#dfe3e6",
  },
};

/** The colours of the gallery's own photographs: warm wood, visitors' coats, the work. */
export const galleryStyle = {
  palette: ["#1d3557", "#e63946", "#457b9d", "#f1c453", "#2a9d8f", "#6d597a", "#b56576", "#8d99ae"],
  ground: "#b08358",
} as const;
