// What the desk's page shows, from the shows (marks already laid over) and the site's "now".
// Pure: the current show by the site's one rule, or the show the member picked.
import { artists } from "../../content/artists.ts";
import type { Availability, Show } from "../../content/schema.ts";
import { workArtistName } from "../../content/works.ts";
import { currentShow, findShowByName } from "../../domain/shows.ts";
import { priceText } from "../../domain/works.ts";

export interface DeskWork {
  id: string;
  title: string;
  artist: string;
  year: number;
  price: string;
  availability: Availability;
}

export interface DeskView {
  show: { name: string; displayName: string } | null;
  works: DeskWork[];
  /** Other shows with works, newest first, to pick from. */
  otherShows: { name: string; displayName: string }[];
}

export function deskView(shows: readonly Show[], now: Date, picked: string | null): DeskView {
  const show = (picked ? findShowByName(shows, picked) : null) ?? currentShow(shows, now) ?? null;
  const withWorks = shows
    .filter((candidate) => (candidate.works?.length ?? 0) > 0)
    .sort((a, b) => b.number - a.number);
  return {
    show: show ? { name: show.name, displayName: show.displayName } : null,
    works: (show?.works ?? []).map((work) => ({
      id: work.id,
      title: work.title,
      artist: workArtistName(work, artists),
      year: work.year,
      price: priceText(work.price),
      availability: work.availability,
    })),
    otherShows: withWorks
      .filter((candidate) => candidate.name !== show?.name)
      .map(({ name, displayName }) => ({ name, displayName })),
  };
}
