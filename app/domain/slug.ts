// A title as the last part of an address: lower case ASCII letters and digits between hyphens,
// accents dropped, apostrophes left out ("Café d'Été" -> "cafe-dete"). Pure.
export function titleSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
