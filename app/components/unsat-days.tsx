import styles from "./hours.module.css";

/**
 * /visit's list of the coming opening days no member has signed up to sit yet (issue 33): the
 * gallery may be locked then, so a visitor knows to call before coming.
 */
export function UnsatDays({ days, phone }: { days: readonly string[]; phone: string }) {
  if (days.length === 0) return null;
  return (
    <div className={styles.text} data-testid="unsat-days">
      <p>No member has signed up yet to sit the gallery on these days; call ahead ({phone}):</p>
      <ul>
        {days.map((day) => (
          <li key={day}>{day}</li>
        ))}
      </ul>
    </div>
  );
}
