import { useEffect, useRef, useState } from "react";
import { useMailingListDialog } from "./mailing-list-context.tsx";
import { MailingListForm } from "./mailing-list-form.tsx";
import styles from "./mailing-list-dialog.module.css";

/**
 * The contact form dialog (SPEC.md §2 footer, §4). A native <dialog>: modal with JavaScript
 * (focus moves in, Escape closes, focus returns to the opener); rendered open by the server when
 * the URL asks for it, so that it also works without JavaScript.
 */
export function MailingListDialog() {
  const { isOpen, close } = useMailingListDialog();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The `open` attribute only carries the server's render; after hydration the effect alone
  // opens and closes the dialog (React removing `open` from a modal dialog would leave the page
  // inert).
  const [openWhenRendered] = useState(isOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.matches(":modal")) {
      // The server may have rendered it open but not modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="mailing-list-title"
      open={openWhenRendered}
      // Reopening as a modal closes the server-rendered dialog first; that close is not the
      // visitor's, so it is ignored once the dialog is open again.
      onClose={() => {
        if (!dialogRef.current?.open) close();
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
      {isOpen ? <MailingListForm /> : null}
    </dialog>
  );
}
