// Which query parameters a page's render depends on, and on which of their values: its own,
// from the list of pages, and the mailing-list dialog's, which any page opens (product §2.3).
// The server renders a page at its path with these alone and keys its rendered copies by them,
// so `/?utm_source=…` and every other made-up query or value share one render.
import { type QueryValues, queryOfPath } from "../domain/site-pages.ts";
import { DIALOG_QUERY } from "../features/mailing-list/mailing-list-link.ts";

export function pageQueryValues(pathname: string): QueryValues {
  return { ...queryOfPath(pathname), ...DIALOG_QUERY };
}
