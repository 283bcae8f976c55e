// Turns content videos into what the screens play, with addresses on the images host.
import { config } from "../../runtime/config.server.ts";
import type { ImageKind, Video } from "../../content/schema.ts";
import { type VideoSource, videoSource } from "../../domain/video.ts";

export function videoSources(kind: ImageKind, videos: readonly Video[] = []): VideoSource[] {
  return videos.map((video) => videoSource(video, config.IMAGES_BASE_URL, kind));
}
