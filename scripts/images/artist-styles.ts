// How each built-in artist's work looks when the generator draws it: a motif, a palette (the
// strongest colours first) and a ground, one entry an artist in artist-styles.json (data: a new
// artist is a new entry, no code). An artist missing there gets a style derived from their name
// (recipes.ts), so a new artist never breaks the build.
import listed from "./artist-styles.json" with { type: "json" };
import { type MotifName, motifs } from "./motifs.ts";

export interface Style {
  motif: MotifName;
  palette: readonly string[];
  ground: string;
}

const entries: Record<string, { motif: string; palette: readonly string[]; ground: string }> =
  listed;

function isMotifName(name: string): name is MotifName {
  return Object.hasOwn(motifs, name);
}

/** An entry of artist-styles.json as a style; a motif the generator cannot draw is refused. */
export function checkedStyle(
  paramName: string,
  { motif, palette, ground }: { motif: string; palette: readonly string[]; ground: string },
): Style {
  if (!isMotifName(motif)) {
    throw new Error(
      `artist-styles.json: "${paramName}" has the motif "${motif}", which is not drawn`,
    );
  }
  return { motif, palette, ground };
}

/** The listed style of an artist, or undefined. */
export function listedStyle(paramName: string): Style | undefined {
  const entry = Object.hasOwn(entries, paramName) ? entries[paramName] : undefined;
  return entry && checkedStyle(paramName, entry);
}

/** The artists artist-styles.json lists. */
export const listedArtists: readonly string[] = Object.keys(entries);

/** The colours of the gallery's own photographs: warm wood, visitors' coats, the work. */
export const galleryStyle = {
  palette: ["#1d3557", "#e63946", "#457b9d", "#f1c453", "#2a9d8f", "#6d597a", "#b56576", "#8d99ae"],
  ground: "#b08358",
} as const;
