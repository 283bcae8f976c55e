import type { EventWhen } from "../domain/events.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import styles from "./event-card.module.css";

export interface EventCardProps {
  title: string;
  when: EventWhen;
  picture: Picture;
  /** What is said of the event: Home gives its first paragraph, Events all of it and a link. */
  children: React.ReactNode;
}

/** One event, on Home and on Events: image, title, long date and time, then its text. */
export function EventCard({ title, when, picture, children }: EventCardProps) {
  return (
    <article className={styles.event}>
      <div className={`crop-frame ${styles.frame}`}>
        <ContentImage
          picture={picture}
          loading="lazy"
          sizes="(min-width: 40rem) 16rem, calc(100vw - 2rem)"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.when}>
          <time dateTime={when.dateTime}>{when.text}</time>
        </p>
        {children}
      </div>
    </article>
  );
}
