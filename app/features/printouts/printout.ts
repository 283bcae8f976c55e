// The pages the gallery prints for its wall and desk (the price list, the wall labels) are bare
// documents: no site header or footer, and no script at all. Their route modules say so with this
// handle, and the root reads it.
import { SCRIPT_FREE_HANDLE } from "../../domain/script-free.ts";

export const PRINTOUT_HANDLE = { printout: true, ...SCRIPT_FREE_HANDLE } as const;

export function isPrintout(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "printout" in handle;
}

/** Search engines are told to leave them alone, in the page and in its answer's headers. */
export const PRINTOUT_HEADERS = { "X-Robots-Tag": "noindex, nofollow" } as const;
