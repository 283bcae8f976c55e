import { useId } from "react";
import { gallery } from "../content/gallery.ts";
import styles from "./hours.module.css";

/** product §2.13 hours block. */
export function Hours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.hours} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Hours
      </Heading>
      <p className={styles.text}>{gallery.hours}</p>
    </section>
  );
}
