import type { ImageKind, Video } from "../content/schema.ts";
import { imageUrl } from "./image-url.ts";

/** What a screen needs to play one video; loaders build it (they know the images host). */
export type VideoSource =
  { type: "YouTube"; src: string; title: string } | { type: "File"; src: string; title: string };

/** product §2.14: a video's frame is titled with its text, or this when it has none. */
export const VIDEO_TITLE_FALLBACK = "Video";

// The privacy-enhanced host: YouTube sets no cookies until the visitor plays the video.
const EMBED_HOST = "https://www.youtube-nocookie.com";
const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video's id from any usual YouTube address (watch, embed, short link, shorts) or a bare id. */
export function youtubeVideoId(src: string): string | null {
  if (YOUTUBE_ID.test(src)) return src;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = ["embed", "shorts", "live"].includes(segments[0] ?? "")
      ? segments[1]
      : url.searchParams.get("v");
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function youtubeEmbedUrl(src: string): string {
  const id = youtubeVideoId(src);
  if (!id) throw new Error(`Not a YouTube video address: ${src}`);
  return `${EMBED_HOST}/embed/${id}`;
}

/**
 * A content video as the screen plays it. File videos live beside the images and are addressed
 * the same way ({images host}/images/{kind}/{file}), unless the content gives a full address.
 */
export function videoSource(video: Video, imagesBaseUrl: string, kind: ImageKind): VideoSource {
  const title = video.text?.trim() || VIDEO_TITLE_FALLBACK;
  if (video.type === "YouTube") return { type: "YouTube", src: youtubeEmbedUrl(video.src), title };
  const src = /^https?:\/\//.test(video.src) ? video.src : imageUrl(imagesBaseUrl, kind, video.src);
  return { type: "File", src, title };
}
