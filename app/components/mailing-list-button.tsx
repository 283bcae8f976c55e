import { useLocation } from "react-router";
import { OPEN_CONTACT_FORM_PARAM, useMailingListDialog } from "./mailing-list-context.tsx";

interface MailingListButtonProps {
  children: React.ReactNode;
  className?: string;
  /** Footer: toggles. Elsewhere: opens. */
  behaviour: "toggle" | "open";
}

/**
 * Opens the mailing-list dialog. It is a link to the same page with open-contact-form=true, so
 * that without JavaScript the server renders the page with the dialog open.
 */
export function MailingListButton({ children, className, behaviour }: MailingListButtonProps) {
  const { open, toggle } = useMailingListDialog();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(OPEN_CONTACT_FORM_PARAM, "true");
  return (
    <a
      href={`${location.pathname}?${params.toString()}`}
      role="button"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (behaviour === "toggle") toggle();
        else open();
      }}
    >
      {children}
    </a>
  );
}
