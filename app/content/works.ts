// A show's works and its pictures: a picture that shows a work takes its caption and its maker
// from the work (issue 23), so title, medium, size and year are written once, in `works`, and the
// carousel reads as it did when captions were typed: "Artist, *Title*, medium, size, year", the
// artist named where the show is not that artist's own.
import { renderInlineMarkdown } from "./markdown.ts";
import type { Artist, Show, Work } from "./schema.ts";

/** The caption's Markdown, as members wrote captions before works. */
export function workCaption(work: Work, artistLabel: string | null): string {
  const made = `*${work.title}*, ${work.medium}, ${work.dimensions}, ${work.year}`;
  return artistLabel ? `${artistLabel}, ${made}` : made;
}

/** Who made `work`: a member's name, or a visiting artist's as written. */
export function workArtistName(work: Work, artists: readonly Artist[]): string {
  if (work.artistName) return work.artistName;
  return artists.find((artist) => artist.paramName === work.artist)?.name ?? work.artist ?? "";
}

/** Whether `work` hangs in its own artist's solo show, where its maker goes without saying. */
export function isInOwnShow(work: Work, show: Pick<Show, "artistParamName">): boolean {
  return work.artist !== undefined && work.artist === show.artistParamName;
}

/** `show` with each uncaptioned picture of a work captioned, and its maker named, from the work. */
export function withWorkCaptions(show: Show, artists: readonly Artist[]): Show {
  const works = show.works ?? [];
  if (works.length === 0) return show;
  const images = show.images.map((image) => {
    const work = works.find((candidate) => candidate.image === image.src);
    if (!work || image.text !== undefined) return image;
    const ownShow = isInOwnShow(work, show);
    const caption = workCaption(work, ownShow ? null : workArtistName(work, artists));
    return {
      ...image,
      text: renderInlineMarkdown(caption),
      ...(work.artist && !ownShow ? { artist: work.artist } : {}),
    };
  });
  return { ...show, images };
}
