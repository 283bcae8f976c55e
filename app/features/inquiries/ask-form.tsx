// The "Ask about this work" form: a plain form posted to the page's own address, so it works the
// same with or without script. A refused post comes back with what was typed and the field at
// fault named, above the form and beside the field.
import { HONEYPOT_FIELD } from "../../http/honeypot.ts";
import {
  INQUIRY_LIMITS,
  type InquiryField,
  type InquiryValues,
  type Topic,
} from "./inquiry-form.ts";
import styles from "./ask-form.module.css";

export interface AskFormProps {
  action: string;
  topics: readonly { key: Topic; label: string }[];
  /** What was typed, when a post was refused. */
  values?: InquiryValues;
  /** The field at fault and why, or a refusal of the whole post (field null). */
  problem?: { field: InquiryField | null; error: string };
}

const FIELD_IDS: Record<InquiryField, string> = {
  name: "ask-name",
  email: "ask-email",
  topics: "ask-topics",
  question: "ask-question",
};

/** How each field shows the problem of a refused post: marked, described by, and said beside it. */
function fieldProblems(problem: AskFormProps["problem"], values: InquiryValues | undefined) {
  const errorOf = (field: InquiryField) => (problem?.field === field ? problem.error : null);
  const described = (field: InquiryField, hint?: string) => {
    const ids = [hint, errorOf(field) ? `${FIELD_IDS[field]}-error` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };
  const fieldError = (field: InquiryField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${FIELD_IDS[field]}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };
  return { values, errorOf, described, fieldError };
}

/** A required one-line field (name, e-mail), with what was typed kept after a refusal. */
function RequiredInput({
  field,
  label,
  type,
  autoComplete,
  values,
  errorOf,
  described,
  fieldError,
}: { field: "name" | "email"; label: string; type?: string; autoComplete: string } & ReturnType<
  typeof fieldProblems
>) {
  return (
    <div className={styles.field}>
      <label htmlFor={FIELD_IDS[field]}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={FIELD_IDS[field]}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={INQUIRY_LIMITS[field]}
        defaultValue={values?.[field]}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={described(field)}
      />
      {fieldError(field)}
    </div>
  );
}

export function AskForm({ action, topics, values, problem }: AskFormProps) {
  const fields = fieldProblems(problem, values);
  const { errorOf, described, fieldError } = fields;
  return (
    <form method="post" action={action} className={styles.form}>
      {problem ? (
        <div role="alert" className={styles.summary}>
          <p className={styles.summaryTitle}>Your question was not sent.</p>
          <p>
            {problem.field ? (
              <a href={`#${FIELD_IDS[problem.field]}`} onClick={focusField}>
                {problem.error}
              </a>
            ) : (
              problem.error
            )}
          </p>
        </div>
      ) : null}
      <div className={styles.row}>
        <RequiredInput field="name" label="Your name" autoComplete="name" {...fields} />
        <RequiredInput
          field="email"
          label="Your e-mail"
          type="email"
          autoComplete="email"
          {...fields}
        />
      </div>
      <fieldset
        id={FIELD_IDS.topics}
        className={styles.topics}
        aria-describedby={described("topics")}
      >
        <legend>What would you like to know?</legend>
        {topics.map(({ key, label }) => (
          <label key={key} className={styles.choice}>
            <input type="checkbox" name={key} defaultChecked={values?.topics.includes(key)} />
            {label}
          </label>
        ))}
        {fieldError("topics")}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.question}>Your question</label>
        <p id="ask-question-hint" className={styles.hint}>
          Anything else, in your words. You may leave it empty if you ticked a choice above.
        </p>
        <textarea
          id={FIELD_IDS.question}
          name="question"
          rows={5}
          maxLength={INQUIRY_LIMITS.question}
          defaultValue={values?.question}
          aria-invalid={errorOf("question") ? true : undefined}
          aria-describedby={described("question", "ask-question-hint")}
        />
        {fieldError("question")}
      </div>
      {/* A trap for bots: people never see this field, so anything in it is not theirs. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          Website
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className={styles.hint}>
        We answer by e-mail, usually within a few days. Once sent, this page shows what you sent,
        for you to print or save. We use your name and address only to answer you.
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button">
          Send your question
        </button>
      </div>
    </form>
  );
}

/**
 * With script, the summary's link moves focus to the field itself (its first box, for the
 * choices) without changing the address: the router would take a new address for a new visit
 * and drop the refusal and what was typed. Without script the browser follows the #link.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  (target.matches("fieldset") ? target.querySelector("input") : target)?.focus();
}
