import { useState } from "react";
import { useRootData } from "../root-data.ts";
import styles from "./mailing-list-form.module.css";

type SubmitState = "form" | "submitting" | "success" | "failure";

export const FAILURE_MESSAGE =
  "We were unable to collect your info. Please refresh and try again. Thanks!";
export const SUCCESS_MESSAGES = [
  "Thanks for joining the mailing list. We'll keep you up to date on all our happenings!",
  "If you added a note, we'll respond in the next few days.",
] as const;

/** SPEC.md §4 mailing-list states: form, submitting, then success or failure by status. */
export function MailingListForm() {
  const { config } = useRootData();
  const [state, setState] = useState<SubmitState>("form");
  const endpoint = `${config.apiBaseUrl}/api/front-email`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const body = {
      firstname: String(fields.get("firstname") ?? ""),
      lastname: String(fields.get("lastname") ?? ""),
      email: String(fields.get("email") ?? ""),
      message: String(fields.get("message") ?? ""),
    };
    setState("submitting");
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      setState(response.status === 200 ? "success" : "failure");
    } catch {
      setState("failure");
    }
  }

  if (state === "success") {
    return (
      <div role="status" className={styles.result}>
        {SUCCESS_MESSAGES.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  }

  if (state === "failure") {
    return (
      <div role="alert" className={styles.result}>
        <p>{FAILURE_MESSAGE}</p>
        <button type="button" className="button" onClick={() => setState("form")}>
          Retry
        </button>
      </div>
    );
  }

  const submitting = state === "submitting";
  return (
    <form method="post" action={endpoint} className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <label>
          First name
          <input name="firstname" autoComplete="given-name" />
        </label>
        <label>
          Last name
          <input name="lastname" autoComplete="family-name" />
        </label>
      </div>
      <label>
        Email <span aria-hidden="true">*</span>
        <input name="email" type="email" required autoComplete="email" />
      </label>
      <label>
        Message (optional)
        <textarea name="message" rows={4} />
      </label>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? (
          <span className={styles.spinner} role="progressbar" aria-label="Sending" />
        ) : null}
        {submitting ? "Sending…" : "Join"}
      </button>
    </form>
  );
}
