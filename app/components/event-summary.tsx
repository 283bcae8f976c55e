import type { GalleryEvent } from "../content/schema.ts";
import type { EventWhen } from "../domain/events.ts";
import { ContentImage } from "./content-image.tsx";
import styles from "./event-summary.module.css";

interface EventSummaryProps {
  title: string;
  when: EventWhen;
  /** The first description paragraph, tags stripped. */
  summary: string;
  image: GalleryEvent["image"];
}

/** An upcoming event on Home: image, title, long date and time, first paragraph. */
export function EventSummary({ title, when, summary, image }: EventSummaryProps) {
  return (
    <article className={styles.event}>
      <ContentImage
        kind={image.directory ?? "events"}
        src={image.src}
        alt={image.text ?? title}
        className={styles.image}
        loading="lazy"
      />
      <div>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.when}>
          <time dateTime={when.dateTime}>{when.text}</time>
        </p>
        <p>{summary}</p>
      </div>
    </article>
  );
}
