// /desk: the members' desk (issue 24), phone first. The current show's works (or another show's,
// picked below), each with Sold / Reserved / Available one tap away; the questions visitors asked
// about works, newest first, each to mark answered; who sits the gallery, the coming four weeks
// (features/desk/rota-*, issue 33); the audit log for a desk-admin; where the
// member is signed in, each session to end, or all of them (issue 31). Plain forms:
// no script needed. Answered per request from the member's session, never cached.
import { SCRIPT_FREE_HANDLE } from "../domain/script-free.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/desk";
import type { Availability } from "../content/schema.ts";
import { shows as contentShows } from "../content/shows.ts";
import { availabilityText } from "../domain/works.ts";
import { formatInstant } from "../domain/gallery-time.ts";
import { readAudit } from "../features/desk/audit.server.ts";
import { handleDeskAction } from "../features/desk/desk-actions.server.ts";
import { DESK_PATHS, DESK_SHOW_QUERY } from "../features/desk/desk-paths.ts";
import { deskView } from "../features/desk/desk-view.ts";
import { newestInquiries } from "../features/desk/inquiries-at-desk.server.ts";
import { ownSessions } from "../features/desk/member-sessions.server.ts";
import { OwnSessionsList } from "../features/desk/own-sessions-list.tsx";
import { mayReadAudit } from "../features/desk/roles.ts";
import { requireMember } from "../features/desk/session.server.ts";
import styles from "../features/desk/desk-page.module.css";
import { pageTitle } from "../features/seo/page-meta.ts";
import { nowContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";
import { rotaAtDesk } from "../features/desk/rota-desk.server.ts";
import { RotaSection } from "../features/desk/rota-section.tsx";

const NO_STORE = { "Cache-Control": "no-store" };
const CHOICES: readonly Availability[] = ["sold", "reserved", "available"];

// Plain forms, no script: see domain/script-free.ts.
export const handle = SCRIPT_FREE_HANDLE;

export function meta() {
  return [{ title: pageTitle("The desk") }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const NOTICES: Record<string, string> = {
  conflict:
    "Someone changed that work a moment ago: here is how it reads now. Tap again if it still needs marking.",
  answered: "Marked answered.",
};

/** What the list of sessions says after one or more were ended. */
const SESSION_NOTICES: Record<string, string> = {
  "sessions-ended": "Ended. That browser must sign in again with a new code.",
  "session-gone": "That session had ended already.",
};

function noticeOf(done: string | null): string | null {
  if (!done) return null;
  const marked = /^marked-(available|reserved|sold)$/.exec(done)?.[1] as Availability | undefined;
  if (marked)
    return `Marked ${availabilityText(marked)}. The public pages show it within a minute.`;
  return NOTICES[done] ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const member = await requireMember(request, site.desk.runtime);
  const search = new URL(request.url).searchParams;
  const view = deskView(site.desk.shows(), context.get(nowContext), search.get(DESK_SHOW_QUERY));
  const { db, nowMs } = site.desk.runtime;
  const done = search.get("done");
  return data(
    {
      member: { name: member.name, email: member.email },
      sessionNotice: SESSION_NOTICES[done ?? ""] ?? null,
      sessions: ownSessions(db, member, nowMs()).map((session) => ({
        id: session.id,
        device: session.device,
        current: session.current,
        signedIn: formatInstant(new Date(session.signedInAtMs)),
        lastUsed: formatInstant(new Date(session.lastUsedAtMs)),
      })),
      view,
      rota: rotaAtDesk(db, member, context.get(nowContext), site.siteUrl, search),
      notice: noticeOf(done),
      noticeForWork: search.get("work"),
      questions: newestInquiries(db, 30).map((question) => ({
        ...question,
        asked: formatInstant(new Date(question.askedAtMs)),
      })),
      audit: mayReadAudit(member.role)
        ? readAudit(db, 0, 30).map((entry) => ({
            ...entry,
            at: formatInstant(new Date(entry.atMs)),
          }))
        : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = siteOf(context).desk.runtime;
  const member = await requireMember(request, desk);
  const outcome = await handleDeskAction(request, member, contentShows, desk);
  if (outcome.kind === "redirect") {
    throw redirect(outcome.location, { status: 303, headers: { ...NO_STORE, ...outcome.headers } });
  }
  throw data(outcome.error, { status: outcome.status, headers: NO_STORE });
}

export default function Desk({ loaderData }: Route.ComponentProps) {
  const { member, view, rota, notice, noticeForWork, questions, audit, sessions, sessionNotice } =
    loaderData;
  const besideWork = view.works.some((work) => work.id === noticeForWork);
  return (
    <div className={styles.desk}>
      <h1>The desk</h1>
      <p>
        {`Signed in as ${member.name || member.email}.`}{" "}
        <a href="#questions">
          Questions ({questions.filter((q) => q.answeredAtMs === null).length})
        </a>{" "}
        <a href="#rota">Sitting the gallery ({rota.slots.filter((s) => !s.sitter).length} open)</a>
      </p>
      {notice && !besideWork ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <h2>{view.show ? view.show.displayName : "No show"}</h2>
      <ul className={styles.works}>
        {view.works.map((work) => (
          <li key={work.id} id={`work-${work.id}`} className={styles.work}>
            <h3>{work.title}</h3>
            {notice && besideWork && work.id === noticeForWork ? (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            ) : null}
            <p className={styles.facts}>
              {work.artist}, {work.year}. {work.price}. Now:{" "}
              <strong>{availabilityText(work.availability)}</strong>
            </p>
            <form method="post" action={DESK_PATHS.desk} className={styles.choices}>
              <input type="hidden" name="intent" value="mark" />
              <input type="hidden" name="show" value={view.show?.name} />
              <input type="hidden" name="work" value={work.id} />
              <input type="hidden" name="seen" value={work.availability} />
              {CHOICES.map((choice) => (
                <button
                  key={choice}
                  type="submit"
                  name="to"
                  value={choice}
                  aria-pressed={work.availability === choice}
                  aria-label={`${availabilityText(choice)}: ${work.title}`}
                >
                  {availabilityText(choice)}
                </button>
              ))}
            </form>
          </li>
        ))}
      </ul>
      {view.otherShows.length > 0 ? (
        <details className={styles.shows}>
          <summary>Another show</summary>
          <ul>
            {view.otherShows.map((show) => (
              <li key={show.name}>
                <a href={`${DESK_PATHS.desk}?${DESK_SHOW_QUERY}=${encodeURIComponent(show.name)}`}>
                  {show.displayName}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <h2 id="questions">Questions about works</h2>
      {questions.length === 0 ? <p>No questions yet.</p> : null}
      <ul className={styles.questions}>
        {questions.map((question) => (
          <li key={question.id} id={`question-${question.id}`} className={styles.question}>
            <h3>{question.workTitle}</h3>
            <p className={styles.facts}>
              {question.name} &lt;<a href={`mailto:${question.email}`}>{question.email}</a>&gt;,{" "}
              {question.asked}
            </p>
            <p>{question.question}</p>
            {question.answeredAtMs === null ? (
              <form method="post" action={DESK_PATHS.desk}>
                <input type="hidden" name="intent" value="answer" />
                <input type="hidden" name="inquiry" value={question.id} />
                <input type="hidden" name="show" value={view.show?.name} />
                <button type="submit" className={styles.wide}>
                  Mark answered
                </button>
              </form>
            ) : (
              <p>Answered by {question.answeredBy}.</p>
            )}
          </li>
        ))}
      </ul>
      <RotaSection rota={rota} />
      {audit ? (
        <>
          <h2>Audit log</h2>
          <ul className={styles.audit}>
            {audit.map((entry, index) => (
              <li key={index}>
                {entry.at}: {entry.actor} {entry.action} {entry.detail}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <OwnSessionsList sessions={sessions} notice={sessionNotice} />
    </div>
  );
}
