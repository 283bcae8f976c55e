import { useEffect, useRef } from "react";
import type { VideoSource } from "../domain/video.ts";
import { usePrefersReducedMotion } from "./reduced-motion.ts";
import styles from "./video.module.css";

/** product §8.2: the video frame height. */
const VIDEO_FRAME_HEIGHT = 355;

/** The videos of a show or an artist, one under the other. */
export function VideoList({ videos }: { videos: readonly VideoSource[] }) {
  if (videos.length === 0) return null;
  return (
    <div className={styles.list}>
      {videos.map((video) => (
        <div key={video.src} className={styles.item}>
          <Video video={video} />
        </div>
      ))}
    </div>
  );
}

/** product §2.14 Show detail: YouTube in a titled frame, anything else in the native player. */
export function Video({ video }: { video: VideoSource }) {
  if (video.type === "YouTube") {
    return (
      <iframe
        className={styles.frame}
        src={video.src}
        title={video.title}
        height={VIDEO_FRAME_HEIGHT}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return <FileVideo src={video.src} title={video.title} />;
}

/**
 * Autoplays, looped and muted, unless the visitor prefers reduced motion. The server renders it
 * without autoplay; after hydration, when motion is welcome, the attribute is set and playback
 * started here (setting the attribute late does not start a video that has already loaded).
 */
function FileVideo({ src, title }: { src: string; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reduceMotion) return;
    // A refused autoplay (a browser policy, a missing file) leaves the controls to the visitor.
    video.play().catch(() => undefined);
  }, [reduceMotion]);

  return (
    <video
      ref={videoRef}
      className={styles.video}
      src={src}
      aria-label={title}
      autoPlay={!reduceMotion}
      loop
      muted
      controls
      playsInline
      preload="metadata"
      height={VIDEO_FRAME_HEIGHT}
    />
  );
}
