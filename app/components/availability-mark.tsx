// The red dot of a sold work, in words too ("Sold"), never by colour alone; a reserved work gets
// half a dot and "Reserved". Drawn as SVG, which prints where a CSS background would not.
import styles from "./availability-mark.module.css";

export function AvailabilityMark({ marked }: { marked: string }) {
  const reserved = marked === "Reserved";
  return (
    <span className={styles.mark}>
      <svg viewBox="0 0 10 10" className={styles.dot} aria-hidden="true" focusable="false">
        {reserved ? (
          <>
            <circle cx="5" cy="5" r="4.25" className={styles.ring} />
            <path d="M5 0.75 A4.25 4.25 0 0 0 5 9.25 Z" />
          </>
        ) : (
          <circle cx="5" cy="5" r="5" />
        )}
      </svg>
      {marked}
    </span>
  );
}
