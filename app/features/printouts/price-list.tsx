// The show's price list for the front desk: every work in the checklist's order, its price, and
// the red dot with "Sold" or "Reserved" in words. On paper the column heads repeat on each page
// and no row is split between two.
import { AvailabilityMark } from "../../components/availability-mark.tsx";
import type { PrintedWork } from "./printed-work.ts";
import styles from "./price-list.module.css";

export function PriceList({
  works,
  showName,
}: {
  works: readonly PrintedWork[];
  showName: string;
}) {
  if (works.length === 0) return <p>This show lists no works yet.</p>;
  return (
    <>
      <WorkCards works={works} />
      <PriceTable works={works} showName={showName} />
    </>
  );
}

/** On a phone: one card per work, its price in sight. Never printed (the table is). */
function WorkCards({ works }: { works: readonly PrintedWork[] }) {
  return (
    <ol className={styles.cards}>
      {works.map((work) => (
        <li key={work.id} className={styles.card}>
          <p>
            <span className={styles.cardNumber}>{work.number}.</span> <cite>{work.title}</cite>,{" "}
            {work.year}
          </p>
          <p>{work.artist}</p>
          <p className={styles.cardDetails}>
            {work.medium}, {work.dimensions}
          </p>
          <p className={styles.cardPrice}>
            {work.price}
            <AvailabilityMark availability={work.availability} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The table's column heads, in order, each with its column's class. */
const COLUMNS: readonly (readonly [string, string | undefined])[] = [
  ["No.", styles.number],
  ["Artist", styles.artist],
  ["Title", styles.titleHead],
  ["Year", styles.year],
  ["Medium", undefined],
  ["Dimensions", styles.dimensions],
  ["Price", styles.price],
];

/** On a wider screen and on paper: the table. */
function PriceTable({ works, showName }: { works: readonly PrintedWork[]; showName: string }) {
  return (
    // A screen narrower than the table scrolls the table itself, not the page; a keyboard can
    // scroll it too (a focusable region, as WCAG's scrollable-region rule asks).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label="Price list" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">Works in {showName}, with their prices</caption>
        <thead>
          <tr>
            {COLUMNS.map(([head, className]) => (
              <th key={head} scope="col" className={className}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {works.map((work) => (
            <tr key={work.id}>
              <td className={styles.number}>{work.number}</td>
              <td>{work.artist}</td>
              <th scope="row" className={styles.title}>
                <cite>{work.title}</cite>
              </th>
              <td>{work.year}</td>
              <td>{work.medium}</td>
              <td className={styles.dimensions}>{work.dimensions}</td>
              <td className={styles.price}>
                {work.price}
                {work.marked ? (
                  <>
                    {" "}
                    <AvailabilityMark availability={work.availability} />
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
