import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  OPEN_CONTACT_FORM_PARAM,
  SIGNUP_OUTCOME_PARAM,
  signupOutcome,
  type SignupOutcome,
} from "./mailing-list-link.ts";

export { OPEN_CONTACT_FORM_PARAM };

interface MailingListDialogState {
  isOpen: boolean;
  /** What a form post without JavaScript came back with (the URL says), until the dialog closes. */
  outcome: SignupOutcome | null;
  /** The element that opened the dialog, to give focus back to when it closes. */
  openerRef: React.RefObject<HTMLElement | null>;
  open: (opener?: HTMLElement) => void;
  close: () => void;
  toggle: (opener?: HTMLElement) => void;
}

const MailingListContext = createContext<MailingListDialogState | null>(null);

export function MailingListProvider({ children }: { children: React.ReactNode }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = searchParams.get(OPEN_CONTACT_FORM_PARAM) === "true";
  const outcome = signupOutcome(searchParams);
  const [isOpen, setOpen] = useState(requested);
  const [wasRequested, setWasRequested] = useState(requested);
  const openerRef = useRef<HTMLElement | null>(null);

  // A client-side navigation to a URL with the parameter opens it too.
  if (requested !== wasRequested) {
    setWasRequested(requested);
    if (requested) setOpen(true);
  }

  const open = useCallback((opener?: HTMLElement) => {
    openerRef.current = opener ?? null;
    setOpen(true);
  }, []);
  const toggle = useCallback((opener?: HTMLElement) => {
    openerRef.current = opener ?? null;
    setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    // The outcome was shown: a reload or the next opening starts from a blank form.
    if (outcome) {
      const params = new URLSearchParams(location.search);
      params.delete(SIGNUP_OUTCOME_PARAM);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [outcome, location, navigate]);

  const value = useMemo(
    () => ({ isOpen, outcome, openerRef, open, close, toggle }),
    [isOpen, outcome, open, close, toggle],
  );
  return <MailingListContext value={value}>{children}</MailingListContext>;
}

export function useMailingListDialog(): MailingListDialogState {
  const state = useContext(MailingListContext);
  if (!state) throw new Error("useMailingListDialog() needs a MailingListProvider");
  return state;
}
