// The work a question is about, as the ask page shows it above the form: its thumbnail, title,
// artist, what it is, and its price with the red dot.
import { AvailabilityMark } from "../../components/availability-mark.tsx";
import { ContentImage } from "../../components/content-image.tsx";
import type { Picture } from "../../domain/picture.ts";
import type { AskView } from "./asked-work.ts";
import styles from "./work-summary.module.css";

export interface WorkSummaryProps {
  work: AskView;
  picture: Picture;
  /** In a column beside the form: on a wide screen, the picture whole above the words. */
  beside?: boolean;
}

export function WorkSummary({ work, picture, beside = false }: WorkSummaryProps) {
  return (
    <figure className={beside ? `${styles.summary} ${styles.beside}` : styles.summary}>
      <a href={work.workPath} className={styles.thumbnail}>
        <ContentImage
          picture={picture}
          sizes="(min-width: 60rem) 18rem, 9rem"
          className={styles.image}
        />
      </a>
      <figcaption className={styles.text}>
        <p className={styles.title}>
          <cite>{work.title}</cite>, {work.year}
        </p>
        <p className={styles.artist}>{work.artist}</p>
        <p>
          {work.medium}, {work.dimensions}
        </p>
        <p className={styles.price}>
          {work.price}
          <AvailabilityMark availability={work.availability} />
        </p>
      </figcaption>
    </figure>
  );
}
