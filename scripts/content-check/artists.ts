// What the content check sees in the artists that no one artist can show (product §3): unique
// paramNames, and each artist's pictures, videos, inline HTML and links. Web addresses and the
// like are the schema's.
import type { Artist } from "../../app/content/schema.ts";
import { checkUnique, type Located } from "./entries.ts";
import type { FieldChecks } from "./fields.ts";

export function checkArtists(artists: readonly Located<Artist>[], checks: FieldChecks) {
  checkUnique(
    artists,
    (artist) => artist.paramName,
    "paramName",
    "another artist has the same paramName",
    checks.report,
  );
  for (const artist of artists) {
    const { value } = artist;
    value.bio.forEach((html, index) => checks.html(artist, `bio[${index}]`, html));
    if (value.thumbnail) checks.image(artist, "thumbnail.src", "artists", value.thumbnail.src);
    value.images.forEach((image, index) => {
      checks.html(artist, `images[${index}].text`, image.text);
      checks.image(artist, `images[${index}].src`, "artists", image.src);
      checks.maker(artist, `images[${index}].artist`, image.artist);
    });
    checks.videos(artist, "artists", value.videos ?? []);
  }
}
