// Paged lists (product §5.2) keep how many items are shown in the URL's query string, so that
// "Load more" and "Show all" are plain links: they work without JavaScript, survive reload and
// the back button, and can be shared.

const SHOW_ALL = "all";
/** The shown-counts a query may hold: a number of items, or "all"; any other is ignored. */
export const SHOWN_COUNT_VALUE = /^(all|\d{1,6})$/;

export interface PageState {
  /** How many items are visible. */
  shown: number;
  total: number;
  /** The query value for one more page, or null when everything is shown. */
  loadMoreValue: string | null;
  /** The query value that shows everything, or null when everything is shown. */
  showAllValue: string | null;
}

/**
 * Reads a shown-count from the query string: absent or invalid means the first page, "all"
 * means everything, a number is rounded up to whole pages and capped at the total.
 */
export function pageState(raw: string | null, pageSize: number, total: number): PageState {
  let shown = pageSize;
  if (raw === SHOW_ALL) {
    shown = total;
  } else if (raw !== null && SHOWN_COUNT_VALUE.test(raw)) {
    shown = Math.max(pageSize, Math.ceil(Number(raw) / pageSize) * pageSize);
  }
  shown = Math.min(shown, total);
  const more = shown < total;
  return {
    shown,
    total,
    loadMoreValue: more ? String(Math.min(shown + pageSize, total)) : null,
    showAllValue: more ? SHOW_ALL : null,
  };
}

/** The same URL search with one parameter replaced. */
export function withSearchParam(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}

/** Where a paged list's two buttons lead: the same page with a bigger count, or nowhere. */
export interface PagingHrefs {
  loadMore: string | null;
  showAll: string | null;
}

/** The "Load more" and "Show all" addresses for the list counted by `key` in `search`. */
export function pagingHrefs(search: string, key: string, state: PageState): PagingHrefs {
  return {
    loadMore:
      state.loadMoreValue === null ? null : withSearchParam(search, key, state.loadMoreValue),
    showAll: state.showAllValue === null ? null : withSearchParam(search, key, state.showAllValue),
  };
}
