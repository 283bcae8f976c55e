// Whether a date written as text is one the calendar has: one rule for the content's dates and
// the site's clock override (runtime/config.server.ts). Zod-free, so that both can use it.

/**
 * Whether "YYYY-MM-DD", "YYYY-MM-DDTHH:mm" or "YYYY-MM-DDTHH:mm:ss" names a real day and time.
 * Date.UTC rolls "2025-02-30" over to March 2nd and "T24:00" to the next day; a date that reads
 * back as written is real.
 */
export function isOnTheCalendar(text: string): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = (text.match(/\d+/g) ?? [])
    .slice(0, 6)
    .map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}
