import type { Artist } from "../content/schema.ts";

/** product §1: the only access rule. Artists flagged isNotMember stay off the grid. */
export function memberArtists(artists: readonly Artist[]): Artist[] {
  return artists.filter((artist) => !artist.isNotMember);
}

/**
 * product §2.7 Artist detail: the artist whose paramName is the URL's name, or null. Former and
 * visiting artists keep their page: only the grid leaves them out.
 */
export function findArtistByParamName(artists: readonly Artist[], name: string): Artist | null {
  return artists.find((artist) => artist.paramName === name) ?? null;
}
