// "We have your question": what a visitor sent, shown back to them in the response to their post
// and nowhere else (issue 31). Nothing is mailed to the address they typed, so this page is their
// copy: laid out to print or save as a PDF, with the time it was sent in Montpelier time.
import { useSyncExternalStore } from "react";
import { formatInstant } from "../../domain/gallery-time.ts";
import type { AskedReceipt } from "./asked-work.ts";
import { TOPICS } from "./inquiry-form.ts";
import styles from "./asked-receipt.module.css";

export interface AskedReceiptProps {
  receipt: AskedReceipt;
  /** The work's own page, for the way back. */
  workPath: string;
}

export function AskedReceiptPage({ receipt, workPath }: AskedReceiptProps) {
  const { work } = receipt;
  return (
    <div className={`page ${styles.page}`}>
      <h1>We have your question</h1>
      <div role="status" className={styles.status}>
        <p>
          Your question about <cite>{work.title}</cite> is with the gallery. A member will answer
          you by e-mail at <strong>{receipt.email}</strong>, usually within a few days.
        </p>
        <p className={styles.screenOnly}>
          We do not mail you a copy: print this page or save it as a PDF to keep what you sent.
        </p>
      </div>
      <dl className={styles.sent}>
        <dt>The work</dt>
        <dd>
          <cite>{work.title}</cite>, by {work.artist}
          <br />
          {work.details}
          <br />
          {work.price}
        </dd>
        <dt>Your name</dt>
        <dd>{receipt.name}</dd>
        <dt>Your e-mail</dt>
        <dd>{receipt.email}</dd>
        {receipt.topics.length > 0 ? (
          <>
            <dt>You would like to know</dt>
            <dd>
              <ul className={styles.topics}>
                {receipt.topics.map((topic) => (
                  <li key={topic}>{TOPICS[topic]}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {receipt.question === "" ? null : (
          <>
            <dt>Your question</dt>
            <dd className={styles.question}>{receipt.question}</dd>
          </>
        )}
        <dt>Sent</dt>
        <dd>{formatInstant(new Date(receipt.askedAtMs))} (Montpelier time)</dd>
      </dl>
      <p className={`${styles.actions} ${styles.screenOnly}`}>
        <PrintButton />
        <a href={workPath} className="button button-quiet">
          Back to the work
        </a>
      </p>
    </div>
  );
}

const noChanges = () => () => {};

/** Printing needs script; without it the browser's own Print command does the same. */
function PrintButton() {
  const scripted = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return scripted ? (
    <button type="button" className="button" onClick={() => window.print()}>
      Print or save this page
    </button>
  ) : null;
}
