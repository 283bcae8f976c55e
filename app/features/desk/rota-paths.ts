// A member's own calendar of the days they sit (issue 33): private, at a random token's address,
// answered per request and never kept by a shared cache.
export const ROTA_CALENDAR_PATTERN = "/desk/rota/:file";

export function rotaCalendarPath(token: string): string {
  return `/desk/rota/${token}.ics`;
}

/** The token in a calendar file's name, or null for a name no token makes. */
export function tokenOfCalendarFile(file: string): string | null {
  return /^([0-9a-f]{40})\.ics$/.exec(file)?.[1] ?? null;
}
