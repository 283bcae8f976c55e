import styles from "./hours.module.css";

interface UnsatDaysProps {
  /** "Saturday, July 19, 11 AM-5 PM", in order. */
  days: readonly string[];
  phone: { display: string; dial: string };
}

/**
 * /visit's list of the coming opening days no member has signed up to sit yet (issue 33): the
 * gallery may be locked then, so a visitor knows to call before coming.
 */
export function UnsatDays({ days, phone }: UnsatDaysProps) {
  if (days.length === 0) return null;
  return (
    <div className={styles.text} data-testid="unsat-days">
      <p>
        No member has signed up yet to sit the gallery on these days, so it may be closed: call{" "}
        <a href={`tel:${phone.dial}`}>{phone.display}</a> before you come.
      </p>
      <ul>
        {days.map((day) => (
          <li key={day}>{day}</li>
        ))}
      </ul>
    </div>
  );
}
