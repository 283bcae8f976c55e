// The desk's announcement pages (issue 32): the list and a new one at /desk/news, one announcement
// at /desk/news?id=N (its editor, preview, confirmation and progress). Answered per request from
// the member's session, like the rest of the desk, never from a rendered copy.
export const ANNOUNCE_PATH = "/desk/news";
export const ANNOUNCE_ID_QUERY = "id";
/** The confirmation step before a send: /desk/news?id=N&confirm=1. */
export const ANNOUNCE_CONFIRM_QUERY = "confirm";

/** The page of one announcement, with a notice of what was just done. */
export function announcePage(id: number, done = "", confirm = false): string {
  const query = new URLSearchParams({ [ANNOUNCE_ID_QUERY]: String(id) });
  if (confirm) query.set(ANNOUNCE_CONFIRM_QUERY, "1");
  if (done) query.set("done", done);
  return `${ANNOUNCE_PATH}?${query}`;
}

/** The public archive (issue 32). */
export const NEWS_PATH = "/news";
export const NEWS_FEED_PATH = "/news/feed.xml";

export function newsPath(slug: string): string {
  return `${NEWS_PATH}/${slug}`;
}
