import { useId } from "react";
import { gallery } from "../content/gallery.ts";
import type { StatusChange } from "../domain/open-now.ts";
import { OpenNow } from "./open-now.tsx";
import styles from "./hours.module.css";

interface HoursProps {
  headingLevel?: 2 | 3;
  /** When given, the block also says whether the gallery is open right now. */
  openNow?: readonly StatusChange[];
}

/** product §2.13 hours block. */
export function Hours({ headingLevel = 2, openNow }: HoursProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.hours} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Hours
      </Heading>
      {openNow ? <OpenNow timeline={openNow} /> : null}
      <p className={styles.text}>{gallery.hours}</p>
    </section>
  );
}
