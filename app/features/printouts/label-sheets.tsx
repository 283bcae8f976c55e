// The show's wall labels, eight to a Letter sheet (two across, four down), each with a QR code
// that opens the work's own page. A sheet prints on a page of its own, so no label is ever split
// between two pages, in any browser; dashed edges show where to cut.
import { AvailabilityMark } from "../../components/availability-mark.tsx";
import { sheetsOf, shortAddress } from "./label-layout.ts";
import type { PrintedWork } from "./printed-work.ts";
import styles from "./label-sheets.module.css";

/** A work's label: what it prints, and its QR code as SVG made on the server. */
export interface WallLabel extends PrintedWork {
  qrSvg: string;
}

export function LabelSheets({ labels }: { labels: readonly WallLabel[] }) {
  if (labels.length === 0) return <p>This show lists no works yet.</p>;
  const sheets = sheetsOf(labels);
  return (
    <div className={styles.sheets}>
      {sheets.map((sheet, index) => (
        <section
          key={sheet[0]?.id ?? index}
          className={styles.sheet}
          aria-label={`Sheet ${index + 1} of ${sheets.length}`}
        >
          {sheet.map((label) => (
            <Label key={label.id} label={label} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Label({ label }: { label: WallLabel }) {
  return (
    <article className={styles.label} aria-label={`Label for ${label.title}`}>
      <div className={styles.text}>
        <p className={styles.artist}>{label.artist}</p>
        <p className={styles.title}>
          <cite>{label.title}</cite>, {label.year}
        </p>
        <p>{label.medium}</p>
        <p>{label.dimensions}</p>
        <p className={styles.price}>
          {label.price}
          <AvailabilityMark availability={label.availability} />
        </p>
      </div>
      <div className={styles.code}>
        {/* The package's own SVG of our own address: nothing a visitor wrote. */}
        <span
          className={styles.qr}
          role="img"
          aria-label={`QR code that opens ${label.url}`}
          dangerouslySetInnerHTML={{ __html: label.qrSvg }}
        />
        <span className={styles.number}>No. {label.number}</span>
      </div>
      <p className={styles.address}>{shortAddress(label.url)}</p>
    </article>
  );
}
