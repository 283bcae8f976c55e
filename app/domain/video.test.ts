import { describe, expect, it } from "vitest";
import { videoSource, youtubeEmbedUrl, youtubeVideoId } from "./video.ts";

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30s", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtu.be/aqz-KE-bpKQ?si=abc", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["aqz-KE-bpKQ", "aqz-KE-bpKQ"],
  ])("reads %s", (src, id) => {
    expect(youtubeVideoId(src)).toBe(id);
  });

  it.each([
    "https://vimeo.com/12345678901",
    "https://www.youtube.com/channel/gallerythefront",
    "https://www.youtube.com/watch?v=short",
    "not a url",
  ])("refuses %s", (src) => {
    expect(youtubeVideoId(src)).toBeNull();
  });
});

describe("youtubeEmbedUrl", () => {
  it("embeds from the privacy-enhanced host", () => {
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    );
  });

  it("names the bad address", () => {
    expect(() => youtubeEmbedUrl("https://vimeo.com/1")).toThrow("https://vimeo.com/1");
  });
});

describe("videoSource", () => {
  it("titles a YouTube video with its text", () => {
    expect(
      videoSource(
        { type: "YouTube", src: "https://youtu.be/aqz-KE-bpKQ", text: "A firing" },
        "",
        "shows",
      ),
    ).toEqual({
      type: "YouTube",
      src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      title: "A firing",
    });
  });

  it("falls back to 'Video' when there is no text", () => {
    expect(videoSource({ type: "YouTube", src: "aqz-KE-bpKQ" }, "", "shows").title).toBe("Video");
    expect(videoSource({ type: "File", src: "a.mp4", text: "  " }, "", "shows").title).toBe(
      "Video",
    );
  });

  it("addresses a file video like an image of its kind", () => {
    expect(videoSource({ type: "File", src: "signal-and-relay/signal.mp4" }, "", "shows").src).toBe(
      "/images/shows/signal-and-relay/signal.mp4",
    );
    expect(
      videoSource({ type: "File", src: "priya/signal.mp4" }, "https://img.example.org/", "artists")
        .src,
    ).toBe("https://img.example.org/images/artists/priya/signal.mp4");
  });

  it("keeps a file video's full address", () => {
    expect(
      videoSource({ type: "File", src: "https://cdn.example.org/v.mp4" }, "", "artists").src,
    ).toBe("https://cdn.example.org/v.mp4");
  });
});
