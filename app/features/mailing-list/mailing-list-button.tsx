import { useLocation } from "react-router";
import { mailingListLink } from "./mailing-list-link.ts";
import { useMailingListDialog } from "./mailing-list-context.tsx";

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
  return (
    <a
      href={mailingListLink(location.pathname + location.search)}
      role="button"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (behaviour === "toggle") toggle(event.currentTarget);
        else open(event.currentTarget);
      }}
      onKeyDown={(event) => {
        // A button answers the space bar as well as Enter; a link only Enter.
        if (event.key === " ") {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      {children}
    </a>
  );
}
