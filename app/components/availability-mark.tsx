import type { Availability } from "../content/schema.ts";
import { availabilityText } from "../domain/works.ts";
import styles from "./availability-mark.module.css";

interface AvailabilityMarkProps {
  availability: Availability;
  /** Say "Available" too (a work's own page); a checklist marks only what is gone or held. */
  sayAvailable?: boolean;
}

/**
 * The gallery's red dot, always with its word: a full dot and "Sold", a ring and "Reserved", so
 * neither colour nor shape alone carries it.
 */
export function AvailabilityMark({ availability, sayAvailable = false }: AvailabilityMarkProps) {
  if (availability === "available" && !sayAvailable) return null;
  return (
    <span className={styles.mark} data-availability={availability}>
      {availability === "available" ? null : (
        <span className={`${styles.dot} ${styles[availability]}`} aria-hidden="true" />
      )}
      {availabilityText(availability)}
    </span>
  );
}
