import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import type { WorkListing } from "../domain/works.ts";
import { AvailabilityMark } from "./availability-mark.tsx";
import { ContentImage } from "./content-image.tsx";
import styles from "./work-checklist.module.css";

export interface WorkRow extends WorkListing {
  /** A thumbnail; the row's words name the work, so its alt text is empty. */
  picture: Picture;
  /** Who made it, where the page does not say (a group show's works). */
  artistName?: string;
  /** Where it was shown, where the page does not say (an artist's works across shows). */
  showName?: string;
}

/**
 * A gallery checklist (issue 23): one row per work, its thumbnail, title and year, medium and
 * size, price and red dot. The title links to the work's own page, and the whole row answers
 * a click or a tap.
 */
export function WorkChecklist({ works }: { works: readonly WorkRow[] }) {
  return (
    <ol className={styles.list}>
      {works.map((work) => (
        <li key={work.path} className={styles.row}>
          <span className={`crop-frame ${styles.thumbnail}`}>
            <ContentImage picture={work.picture} loading="lazy" sizes="6rem" />
          </span>
          <div className={styles.words}>
            {work.artistName ? <p className={styles.artist}>{work.artistName}</p> : null}
            <p className={styles.title}>
              <Link to={work.path} className={styles.link}>
                <cite>{work.title}</cite>
              </Link>
              , {work.year}
            </p>
            <p className={styles.facts}>
              {work.medium}, {work.dimensions}
            </p>
            {work.showName ? <p className={styles.facts}>Shown in {work.showName}</p> : null}
          </div>
          <p className={styles.sale}>
            <span className={styles.price}>{work.price}</span>
            <AvailabilityMark availability={work.availability} />
          </p>
        </li>
      ))}
    </ol>
  );
}
