// The addresses that open the mailing-list dialog, and that bring a visitor who posted the form
// without JavaScript back to the page they came from with the dialog showing the outcome.

/** product §2.3: this query parameter opens the contact form dialog on any page. */
export const OPEN_CONTACT_FORM_PARAM = "open-contact-form";
/**
 * Set by the sign-up endpoint after a form post: "ok", "mailed" (ok, and a confirmation mail is
 * on its way) or "failed".
 */
export const SIGNUP_OUTCOME_PARAM = "signup";

const SIGNUP_OUTCOMES = ["ok", "mailed", "failed"] as const;
export type SignupOutcome = (typeof SIGNUP_OUTCOMES)[number];

/** The dialog's parameters and the values any page tells apart (others leave it closed). */
export const DIALOG_QUERY: Readonly<Record<string, RegExp>> = {
  [OPEN_CONTACT_FORM_PARAM]: /^true$/,
  [SIGNUP_OUTCOME_PARAM]: new RegExp(`^(${SIGNUP_OUTCOMES.join("|")})$`),
};

/** `path` ("/shows/x?a=1") with the dialog open, showing `outcome` when given. */
export function mailingListLink(path: string, outcome?: SignupOutcome): string {
  const [pathname = "/", search = ""] = path.split("?", 2);
  const params = new URLSearchParams(search);
  params.set(OPEN_CONTACT_FORM_PARAM, "true");
  if (outcome) params.set(SIGNUP_OUTCOME_PARAM, outcome);
  else params.delete(SIGNUP_OUTCOME_PARAM);
  return `${pathname}?${params.toString()}`;
}

/** The page itself, without the parameters that open the dialog or show an outcome. */
export function pageWithoutDialog(path: string): string {
  const [pathname = "/", search = ""] = path.split("?", 2);
  const params = new URLSearchParams(search);
  params.delete(OPEN_CONTACT_FORM_PARAM);
  params.delete(SIGNUP_OUTCOME_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function signupOutcome(search: URLSearchParams): SignupOutcome | null {
  const value = search.get(SIGNUP_OUTCOME_PARAM);
  return SIGNUP_OUTCOMES.find((outcome) => outcome === value) ?? null;
}
