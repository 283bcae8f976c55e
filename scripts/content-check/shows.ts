// What the content check sees in the shows that no one show can show (product §3): unique names
// and numbers, numbers that alternate group and solo, dates that do not overlap, a solo show's
// artist who is a member, and each show's pictures, videos, inline HTML and links. What one
// show must be on its own (real dates in order, the number's form) is its schema's.
import { isSoloShowNumber, type Show } from "../../app/content/schema.ts";
import { checkUnique, type Located, type Report } from "./entries.ts";
import type { FieldChecks } from "./fields.ts";

/**
 * `complete` says every show passed its schema. The checks of the shows' sequence need them all:
 * with one left out (its own errors are reported), the next would seem out of turn.
 */
export function checkShows(
  shows: readonly Located<Show>[],
  checks: FieldChecks,
  { complete }: { complete: boolean },
) {
  const { report } = checks;
  checkUnique(shows, (show) => show.name, "name", "another show has the same name", report);
  checkUnique(
    shows,
    (show) => String(show.number),
    "number",
    "another show has the same number",
    report,
  );
  for (const show of shows) {
    checkFields(show, checks);
    checkArtist(show, checks);
  }
  for (const show of shows) checkSoloOrGroup(show, report);
  if (complete) {
    checkSequence(shows, report);
    checkOverlaps(shows, report);
  }
}

function checkFields(show: Located<Show>, checks: FieldChecks) {
  const { value } = show;
  value.description.forEach((html, index) => checks.html(show, `description[${index}]`, html));
  value.descriptionBold?.forEach((html, index) =>
    checks.html(show, `descriptionBold[${index}]`, html),
  );
  checks.html(show, "featuredImage.text", value.featuredImage.text);
  checks.image(show, "featuredImage.src", "shows", value.featuredImage.src);
  checks.maker(show, "featuredImage.artist", value.featuredImage.artist);
  value.images.forEach((image, index) => {
    checks.html(show, `images[${index}].text`, image.text);
    checks.image(show, `images[${index}].src`, "shows", image.src);
    checks.maker(show, `images[${index}].artist`, image.artist);
  });
  checks.videos(show, "shows", value.videos);
  checkWorks(show, checks);
}

/**
 * Each work's artist exists (a visiting one is named instead), and a picture of a work takes its
 * caption and maker from the work: written twice, the two would drift apart.
 */
function checkWorks(show: Located<Show>, { maker, report }: FieldChecks) {
  const { works, images } = show.value;
  (works ?? []).forEach((work, index) => {
    maker(show, `works[${index}].artist`, work.artist);
    const at = images.findIndex((image) => image.src === work.image);
    const image = images[at];
    if (image?.text !== undefined || image?.artist !== undefined) {
      report(
        show,
        `images[${at}].${image.text !== undefined ? "text" : "artist"}`,
        `the picture of "${work.id}" takes its caption and artist from works[${index}]: leave them out here`,
      );
    }
  });
}

/** A solo show's artist exists and is a member. */
function checkArtist(show: Located<Show>, { known, report }: FieldChecks) {
  const name = show.value.artistParamName;
  if (name === undefined) return;
  if (!known.artists.has(name)) {
    report(show, "artistParamName", `no artist has the paramName "${name}"`);
  } else if (known.formerArtists.has(name)) {
    report(show, "artistParamName", `"${name}" is not a member`);
  }
}

/** A solo show (number .1) has its artist and the artist line; a group show has neither. */
function checkSoloOrGroup(show: Located<Show>, report: Report) {
  const { number, artistParamName, superDisplayName } = show.value;
  if (Number.isInteger(number)) {
    if (artistParamName !== undefined)
      report(show, "artistParamName", "a group show (whole number) has no single artist");
  } else {
    if (artistParamName === undefined)
      report(show, "artistParamName", "a solo show (number .1) needs its artist's paramName");
    if (superDisplayName === undefined)
      report(show, "superDisplayName", "a solo show (number .1) needs the artist line");
  }
}

/** In number order, group and solo shows alternate (54, 54.1, 55, ...) and open in turn. */
function checkSequence(shows: readonly Located<Show>[], report: Report) {
  const sorted = [...shows].sort((a, b) => a.value.number - b.value.number);
  sorted.forEach((show, index) => {
    const previous = sorted[index - 1];
    if (!previous) return;
    const expected = isSoloShowNumber(previous.value.number)
      ? Math.round(previous.value.number - 0.1) + 1
      : Math.round((previous.value.number + 0.1) * 10) / 10;
    if (Math.abs(show.value.number - expected) > 1e-9) {
      report(
        show,
        "number",
        `expected ${expected} after show ${previous.value.number} (group and solo shows alternate)`,
      );
    }
    if (show.value.startDate <= previous.value.startDate) {
      report(
        show,
        "startDate",
        `opens on or before show ${previous.value.number} (${previous.value.startDate}), which has a lower number`,
      );
    }
  });
}

/** One show at a time: each opens after the one before it has closed. */
function checkOverlaps(shows: readonly Located<Show>[], report: Report) {
  const byStart = [...shows].sort((a, b) => a.value.startDate.localeCompare(b.value.startDate));
  byStart.forEach((show, index) => {
    const previous = byStart[index - 1];
    const previousEnd = previous?.value.endDate ?? previous?.value.startDate;
    if (previous && previousEnd !== undefined && show.value.startDate <= previousEnd) {
      report(
        show,
        "startDate",
        `overlaps "${previous.entry}" (${previous.value.startDate} to ${previousEnd})`,
      );
    }
  });
}
