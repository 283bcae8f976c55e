// A quiet line at the foot of a show page, for the members who sit the gallery: its price list
// and wall labels. Small and last, out of a visitor's way; the pages it opens are noindex.
import { labelsPath, priceListPath } from "./printout-paths.ts";
import styles from "./printout-links.module.css";

export function PrintoutLinks({ showName }: { showName: string }) {
  return (
    <p className={styles.links}>
      For members sitting the gallery:{" "}
      <a href={priceListPath(showName)} rel="nofollow">
        price list
      </a>{" "}
      and{" "}
      <a href={labelsPath(showName)} rel="nofollow">
        wall labels
      </a>
      , to print.
    </p>
  );
}
