/** SPEC.md §2: the pages that exist whatever the content (the menu); detail pages take a name. */
export const FIXED_PAGES = [
  "/",
  "/events",
  "/artists",
  "/shows",
  "/visit",
  "/about",
  "/instagram",
] as const;

export function isFixedPage(path: string): boolean {
  return (FIXED_PAGES as readonly string[]).includes(path);
}
