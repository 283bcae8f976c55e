// How wall labels are laid out on paper, and what of a work's address a label prints. Pure, and
// light: the labels' page draws with it, and no content comes with it.

/** Labels on one Letter sheet: two across, four down, each 3.7 x 2.45 in (label-sheets.module.css). */
export const LABELS_PER_SHEET = 8;

/** The works in sheets of `perSheet`, in the show's order: each sheet prints on its own page. */
export function sheetsOf<T>(items: readonly T[], perSheet = LABELS_PER_SHEET): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += perSheet) {
    sheets.push(items.slice(start, start + perSheet));
  }
  return sheets;
}

/** An address as a label prints it under the code: without its scheme. */
export function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
