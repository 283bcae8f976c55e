import type { EventWhen } from "../domain/events.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import styles from "./event-summary.module.css";

interface EventSummaryProps {
  title: string;
  when: EventWhen;
  /** The first description paragraph, tags stripped. */
  summary: string;
  picture: Picture;
}

/** An upcoming event on Home: image, title, long date and time, first paragraph. */
export function EventSummary({ title, when, summary, picture }: EventSummaryProps) {
  return (
    <article className={styles.event}>
      <ContentImage
        picture={picture}
        className={styles.image}
        loading="lazy"
        sizes="(min-width: 40rem) 14rem, calc(100vw - 2rem)"
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
