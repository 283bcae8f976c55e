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
