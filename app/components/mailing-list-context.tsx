import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

/** SPEC.md §2: this query parameter opens the contact form dialog on any page. */
export const OPEN_CONTACT_FORM_PARAM = "open-contact-form";

interface MailingListDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

const MailingListContext = createContext<MailingListDialogState | null>(null);

export function MailingListProvider({ children }: { children: React.ReactNode }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(OPEN_CONTACT_FORM_PARAM) === "true";
  const [isOpen, setOpen] = useState(requested);
  const [wasRequested, setWasRequested] = useState(requested);

  // A client-side navigation to a URL with the parameter opens it too.
  if (requested !== wasRequested) {
    setWasRequested(requested);
    if (requested) setOpen(true);
  }

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const value = useMemo(() => ({ isOpen, open, close, toggle }), [isOpen, open, close, toggle]);

  return <MailingListContext value={value}>{children}</MailingListContext>;
}

export function useMailingListDialog(): MailingListDialogState {
  const state = useContext(MailingListContext);
  if (!state) throw new Error("useMailingListDialog() needs a MailingListProvider");
  return state;
}
