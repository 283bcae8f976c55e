// The gallery's red dot, always with its word: a full dot and "Sold", half a dot in a ring and
// "Reserved", so neither colour nor shape alone carries it. Drawn as SVG, which prints where a
// CSS background would not (the price list, the wall labels).
import type { Availability } from "../content/schema.ts";
import { availabilityText } from "../domain/works.ts";
import styles from "./availability-mark.module.css";

interface AvailabilityMarkProps {
  availability: Availability;
  /** Say "Available" too (a work's own page); a list marks only what is gone or held. */
  sayAvailable?: boolean;
}

export function AvailabilityMark({ availability, sayAvailable = false }: AvailabilityMarkProps) {
  if (availability === "available" && !sayAvailable) return null;
  return (
    <span className={styles.mark} data-availability={availability}>
      {availability === "available" ? null : (
        <svg viewBox="0 0 10 10" className={styles.dot} aria-hidden="true" focusable="false">
          {availability === "reserved" ? (
            <>
              <circle cx="5" cy="5" r="4.25" className={styles.ring} />
              <path d="M5 0.75 A4.25 4.25 0 0 0 5 9.25 Z" />
            </>
          ) : (
            <circle cx="5" cy="5" r="5" />
          )}
        </svg>
      )}
      {availabilityText(availability)}
    </span>
  );
}
