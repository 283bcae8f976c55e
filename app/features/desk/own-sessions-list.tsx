// The desk's list of where a member is signed in (issue 31), with a form to end each other
// session, all the others, or all of them. Plain forms, no script needed; the desk's action
// checks each post's origin and writes it to the audit log.
import { DESK_PATHS } from "./desk-paths.ts";
import styles from "./desk-page.module.css";

export interface ListedSession {
  id: number;
  device: string;
  current: boolean;
  signedIn: string;
  lastUsed: string;
}

export function OwnSessionsList({
  sessions,
  notice,
}: {
  sessions: readonly ListedSession[];
  notice: string | null;
}) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section id="sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <ul className={styles.sessions}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <h3>
              {session.device}
              {session.current ? " (this device)" : ""}
            </h3>
            <p className={styles.facts}>
              Signed in {session.signedIn}. Last used {session.lastUsed}.
            </p>
            {session.current ? null : (
              <form method="post" action={DESK_PATHS.desk}>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={session.id} />
                <button
                  type="submit"
                  className={styles.wide}
                  aria-label={`End the session on ${session.device}, last used ${session.lastUsed}`}
                >
                  End this session
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.sessionActions}>
        {others > 0 ? (
          <form method="post" action={DESK_PATHS.desk}>
            <input type="hidden" name="intent" value="end-other-sessions" />
            <button type="submit" className={styles.wide}>
              Sign out everywhere else
            </button>
          </form>
        ) : null}
        <form method="post" action={DESK_PATHS.desk}>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className={styles.wide}>
            Sign out everywhere
          </button>
        </form>
        <form method="post" action={DESK_PATHS.desk}>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className={styles.wide}>
            Sign out
          </button>
        </form>
      </div>
    </section>
  );
}
