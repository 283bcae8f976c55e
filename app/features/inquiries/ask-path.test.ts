import { describe, expect, it } from "vitest";
import { askPath, isAskPostPath } from "./ask-path.ts";

describe("isAskPostPath", () => {
  it("takes the spellings the rate limits count, and no other", () => {
    const counted = [
      askPath("signal-and-relay", "listening-post"),
      "/shows/signal-and-relay/works/listening-post/ask/",
      "/SHOWS/signal-and-relay/works/listening-post/ASK",
      "/shows/signal-and-relay/works/listening-post/ask.data",
      "/shows/signal-and-relay/works/listening-post/ask/_.data",
      "/shows/signal%2Dand-relay/works/listening-post/ask",
    ];
    for (const path of counted) expect(isAskPostPath(path), path).toBe(true);
    const uncounted = [
      "/shows/signal-and-relay/works/listening-post/%61sk",
      "/shows/signal-and-relay/%77orks/listening-post/ask",
      "/shows/signal-and-relay/works/listening-post/ask/extra",
      "/shows//works/listening-post/ask",
    ];
    for (const path of uncounted) expect(isAskPostPath(path), path).toBe(false);
  });
});
