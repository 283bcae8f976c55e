// What the pages behind the links in a subscriber's mail say, in plain words (issue 9).
import { mailingListLink } from "./mailing-list-link.ts";
import type { ConfirmOutcome, UnsubscribeOutcome } from "./subscriptions.server.ts";

export interface Notice {
  title: string;
  lines: readonly string[];
  /** Where the visitor goes next: a link on the site. */
  next: { href: string; label: string };
  /** The page's HTTP status: a link that does nothing is not a success. */
  status: number;
}

const HOME = { href: "/", label: "Visit the gallery's site" };
const SIGN_UP_AGAIN = { href: mailingListLink("/"), label: "Join the mailing list" };

/** The database could not be changed just now (a lock someone holds, a full disk). */
const UNAVAILABLE: Notice = {
  title: "Please try again in a few minutes",
  lines: [
    "Our mailing list could not be changed just now, so nothing was changed.",
    "Your link still works: follow it again in a few minutes.",
  ],
  next: HOME,
  status: 503,
};

export const CONFIRM_NOTICES: Record<ConfirmOutcome, Notice> = {
  confirmed: {
    title: "You're on the mailing list",
    lines: [
      "Thank you: your address is confirmed.",
      "We'll keep you up to date on all our happenings!",
    ],
    next: HOME,
    status: 200,
  },
  "already-confirmed": {
    title: "Already confirmed",
    lines: ["Your address was confirmed before: there is nothing more to do."],
    next: HOME,
    status: 200,
  },
  expired: {
    title: "This link has expired",
    lines: [
      "Confirmation links work for 7 days, and this one is older.",
      "Sign up again and we'll send you a new one.",
    ],
    next: SIGN_UP_AGAIN,
    status: 410,
  },
  invalid: {
    title: "This link doesn't work",
    lines: [
      "It may have been cut short: try copying the whole address from the mail.",
      "If your address was removed from our list since, sign up again.",
    ],
    next: SIGN_UP_AGAIN,
    status: 400,
  },
  unavailable: UNAVAILABLE,
};

export const UNSUBSCRIBE_NOTICES: Record<UnsubscribeOutcome, Notice> = {
  removed: {
    title: "You're unsubscribed",
    lines: [
      "We have removed your address from our mailing list, with anything you wrote to us.",
      "You will get no more mail from us.",
    ],
    next: HOME,
    status: 200,
  },
  invalid: {
    title: "Nothing to remove",
    lines: [
      "This link names no one on our list: the address may have been removed already, or the link cut short.",
    ],
    next: HOME,
    status: 400,
  },
  unavailable: UNAVAILABLE,
};
