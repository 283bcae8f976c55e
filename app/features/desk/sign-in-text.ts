// What the desk's sign-in says, for the page and the action alike. Pure.

/** How long a mailed code works. */
export const CODE_MINUTES = 10;

export const SIGN_IN_TEXT = {
  codeSent: `If that address is on the gallery's list of members, a code is on its way to it. It works for ${CODE_MINUTES} minutes, once, in this browser.`,
  wrongCode:
    "That code is not right, was used already, or has lapsed. Type it again, or ask for a new code.",
  badAddress: "Type your e-mail address, like name@example.com.",
  tooMany: "Too many tries from this connection. Please wait a little and try again.",
  noMail: "The desk cannot send codes right now: the gallery's mail is not set up.",
  busy: "The desk is busy this minute; nothing was saved. Please try again.",
} as const;
