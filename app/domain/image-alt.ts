import { stripTags } from "./html.ts";

/**
 * Alt text for a content image: its caption as plain text, or, when it has none, what the
 * picture shows (for a work, its title and artist).
 */
export function imageAlt(caption: string | undefined, otherwise: string): string {
  const text = caption === undefined ? "" : stripTags(caption);
  return text === "" ? otherwise : text;
}
