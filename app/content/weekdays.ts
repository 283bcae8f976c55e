// The days of the week as the gallery's hours name them, in Date#getDay() order. Zod-free, so
// that the browser's "Open now" line (domain/open-now.ts) and the content schema share one list.
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export type Weekday = (typeof WEEKDAYS)[number];
