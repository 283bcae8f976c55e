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
    // A narrow screen scrolls the table itself, not the page; a keyboard can scroll it too
    // (a focusable region, as WCAG's scrollable-region rule asks).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label="Price list" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Works in {showName}, with their prices</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              No.
            </th>
            <th scope="col">Artist</th>
            <th scope="col">Title</th>
            <th scope="col">Year</th>
            <th scope="col">Medium</th>
            <th scope="col">Dimensions</th>
            <th scope="col" className={styles.price}>
              Price
            </th>
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
                    <AvailabilityMark marked={work.marked} />
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
