// The top of a printout: the gallery, the show, and the day its prices are as of. On screen it
// also says how to print and leads back to the show; on paper only what the sheet needs.
import { fullAddress, gallery } from "../../content/gallery.ts";
import styles from "./printout.module.css";

export interface PrintoutHeaderProps {
  heading: string;
  showPath: string;
  printedOn: string;
  /** Print the header too (the price list); labels fill their sheet and print without it. */
  printed: boolean;
}

export function PrintoutHeader({ heading, showPath, printedOn, printed }: PrintoutHeaderProps) {
  return (
    <header className={printed ? styles.header : `${styles.header} ${styles.screenOnly}`}>
      <p className={styles.gallery}>
        {gallery.name}, {fullAddress()}
      </p>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.asOf}>As of {printedOn}. Prices in US dollars.</p>
      <div className={`${styles.howTo} ${styles.screenOnly}`}>
        <p>
          For the gallery&apos;s wall and desk. Print it with your browser&apos;s Print command
          (Ctrl+P, or ⌘P on a Mac) on Letter paper: the page is laid out for it.
        </p>
        <p>
          <a href={showPath}>Back to the show</a>
        </p>
      </div>
    </header>
  );
}
