// The desk's announcement screens (issue 32), phone first and plain forms (no script): the list
// with a new one's choice, the editor with its preview, the confirmation, and the send's progress.
import type { SendProgress } from "./announcement-store.server.ts";
import { ANNOUNCE_PATH, announcePage } from "./announce-paths.ts";
import { BODY_MAX, SUBJECT_MAX } from "./draft-rules.ts";
import styles from "./announcement-desk.module.css";

export interface ListedAnnouncement {
  id: number;
  subject: string;
  state: string;
}

export function AnnouncementList({
  announcements,
  sources,
}: {
  announcements: readonly ListedAnnouncement[];
  sources: readonly { key: string; label: string }[];
}) {
  return (
    <>
      <h2>A new announcement</h2>
      <form method="post" action={ANNOUNCE_PATH} className={styles.form}>
        <input type="hidden" name="intent" value="new" />
        <fieldset>
          <legend>Start from</legend>
          {sources.map((source, index) => (
            <label key={source.key} className={styles.choice}>
              <input type="radio" name="source" value={source.key} defaultChecked={index === 0} />{" "}
              {source.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.button}>
          Start writing
        </button>
      </form>
      <h2>Announcements</h2>
      {announcements.length === 0 ? <p>None yet.</p> : null}
      <ul className={styles.list}>
        {announcements.map((item) => (
          <li key={item.id}>
            <a href={announcePage(item.id)}>{item.subject || "(no subject yet)"}</a>{" "}
            <span className={styles.state}>{item.state}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface EditorProps {
  id: number;
  subject: string;
  body: string;
  hasPicture: boolean;
  error: string | null;
}

export function AnnouncementEditor({ id, subject, body, hasPicture, error }: EditorProps) {
  return (
    <form method="post" action={ANNOUNCE_PATH} className={styles.form}>
      <input type="hidden" name="id" value={id} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <label htmlFor="subject">Subject</label>
      <input
        id="subject"
        name="subject"
        defaultValue={subject}
        maxLength={SUBJECT_MAX}
        required
        className={styles.field}
      />
      <label htmlFor="body">Text (a blank line between paragraphs)</label>
      <textarea
        id="body"
        name="body"
        defaultValue={body}
        maxLength={BODY_MAX}
        rows={12}
        required
        className={styles.field}
      />
      {hasPicture ? (
        <label className={styles.choice}>
          <input type="checkbox" name="picture" value="none" /> Leave the picture out
        </label>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" name="intent" value="save" className={styles.button}>
          Save and preview
        </button>
        <button type="submit" name="intent" value="test" className={styles.button}>
          Send a test to me
        </button>
      </div>
    </form>
  );
}

export function MailPreview({ htmlBody, text }: { htmlBody: string; text: string }) {
  return (
    <section aria-labelledby="preview">
      <h2 id="preview">Preview</h2>
      <h3>As most mail apps show it</h3>
      {/* Our own HTML, every piece of text in it escaped (announcement-mail.ts). */}
      <div className={styles.mail} dangerouslySetInnerHTML={{ __html: htmlBody }} />
      <h3>As plain text</h3>
      <pre className={styles.text}>{text}</pre>
    </section>
  );
}

export function SendConfirmation({
  id,
  subject,
  recipients,
}: {
  id: number;
  subject: string;
  recipients: number;
}) {
  return (
    <section aria-labelledby="confirm" className={styles.confirm}>
      <h2 id="confirm">Send to the list?</h2>
      <p>
        {`“${subject}” will go to `}
        <strong>{recipients}</strong>
        {` confirmed subscriber${recipients === 1 ? "" : "s"}, each once. It cannot be called back once sent.`}
      </p>
      <form method="post" action={ANNOUNCE_PATH}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="send" className={styles.danger}>
          {`Send to ${recipients} subscriber${recipients === 1 ? "" : "s"}`}
        </button>
      </form>
      <a href={announcePage(id)} className={styles.back}>
        Not yet: back to the text
      </a>
    </section>
  );
}

/** A test copy of an announcement already sent: its words are fixed, only the test remains. */
export function SendTestOnly({ id }: { id: number }) {
  return (
    <form method="post" action={ANNOUNCE_PATH} className={styles.stacked}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="test" />
      <button type="submit" className={styles.button}>
        Send a test to me
      </button>
    </form>
  );
}

export function SendProgressView({
  id,
  progress,
  paused,
  perMinute,
}: {
  id: number;
  progress: SendProgress;
  paused: boolean;
  perMinute: number;
}) {
  const going = progress.remaining > 0;
  return (
    <section aria-labelledby="progress">
      <h2 id="progress">{going ? (paused ? "Paused" : "Sending") : "Sent"}</h2>
      <dl className={styles.counts}>
        <div>
          <dt>Sent</dt>
          <dd data-count="sent">{progress.sent}</dd>
        </div>
        <div>
          <dt>Remaining</dt>
          <dd data-count="remaining">{progress.remaining}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd data-count="failed">{progress.failed}</dd>
        </div>
      </dl>
      {going && !paused ? (
        <p>
          At most {perMinute} a minute. <a href={announcePage(id)}>Refresh</a>
        </p>
      ) : null}
      {going ? (
        <form method="post" action={ANNOUNCE_PATH} className={styles.stacked}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            name="intent"
            value={paused ? "resume" : "pause"}
            className={styles.button}
          >
            {paused ? "Resume sending" : "Pause sending"}
          </button>
        </form>
      ) : null}
      {progress.failures.length > 0 ? (
        <>
          <h3>Refused by the mail server (not sent again, and left out of later announcements)</h3>
          <ul className={styles.list}>
            {progress.failures.map((failure) => (
              <li key={failure.email}>
                {failure.email}: {failure.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
