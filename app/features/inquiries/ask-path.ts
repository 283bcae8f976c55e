// Where a work's "Ask about this work" page is: its own address under the work's.
import { workPath } from "../../domain/works.ts";

export function askPath(showName: string, workId: string): string {
  return `${workPath(showName, workId)}/ask`;
}

/**
 * Where a question is posted, as one Express path for the rate limit, so that every spelling
 * shares one count: the page itself (a form posted without script) and its data twins
 * (React Router's fetch of an action: "…/ask.data", or "…/ask/_.data").
 */
export const ASK_POST_PATH = `${askPath(":name", ":id")}{.data}{/_.data}`;

/**
 * Whether a request's path is spelled as ASK_POST_PATH matches it (Express: any case, an optional
 * trailing slash, the names as sent). React Router also finds the page at a spelling with its
 * fixed words percent-encoded ("/%61sk"), which the rate limits never see: such a post is
 * answered as no page at all.
 */
export function isAskPostPath(pathname: string): boolean {
  return /^\/shows\/[^/]+\/works\/[^/]+\/ask(\.data)?(\/_\.data)?\/?$/i.test(pathname);
}
