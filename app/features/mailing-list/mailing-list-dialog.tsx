import { useEffect, useRef, useState } from "react";
import { useMailingListDialog } from "./mailing-list-context.tsx";
import { MailingListForm } from "./mailing-list-form.tsx";
import styles from "./mailing-list-dialog.module.css";

/**
 * The contact form dialog (product §2.3, §6.5 footer, §4). A native <dialog>: modal with JavaScript
 * (focus moves in, Escape closes, focus returns to the opener); rendered open by the server when
 * the URL asks for it, so that it also works without JavaScript.
 */
export function MailingListDialog() {
  const { isOpen, outcome, openerRef, close } = useMailingListDialog();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The server renders the `open` attribute; from then on showModal() and close() drive it.
  const [renderedOpen] = useState(isOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.matches(":modal")) {
      // The server may have rendered it open but not modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
    if (!isOpen && openerRef.current?.isConnected) {
      openerRef.current.focus();
      openerRef.current = null;
    }
  }, [isOpen, openerRef]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="mailing-list-title"
      open={renderedOpen}
      onClose={(event) => {
        // Ignore the close of the server-rendered dialog that showModal() reopened.
        if (!event.currentTarget.open) close();
      }}
    >
      <div className={styles.header}>
        <h2 id="mailing-list-title" className={styles.title}>
          Join our mailing list
        </h2>
        <form method="dialog">
          <button type="submit" className={styles.close} aria-label="Close">
            ×
          </button>
        </form>
      </div>
      {isOpen ? <MailingListForm initialOutcome={outcome} /> : null}
    </dialog>
  );
}
