// What a signed-in member does at the desk, from its forms: mark a work, mark a question
// answered, end one of their sessions or all the others, sign out here or everywhere. Each is one post (no script needed) and is kept exactly once: a mark is a
// compare-and-set on what the member saw, an answer is set once, and either sent again (a
// re-sent form after a restart) changes nothing.
import { cookieValue } from "../../http/cookie-value.ts";
import type { Availability, Show } from "../../content/schema.ts";
import { availabilities } from "../../content/schema.ts";
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import { findWork } from "../../domain/works.ts";
import { writeAudit } from "./audit.server.ts";
import { SESSION_COOKIE, setCookie } from "./cookies.ts";
import { readDeskForm } from "./desk-form.server.ts";
import { DESK_PATHS, DESK_SHOW_QUERY } from "./desk-paths.ts";
import type { DeskRuntime } from "./desk-runtime.server.ts";
import { markAnswered } from "./inquiries-at-desk.server.ts";
import { markAvailability } from "./marks.server.ts";
import type { DeskMember } from "./session.server.ts";
import { type EndSessions, endOwnSessions } from "./member-sessions.server.ts";
import { endSession } from "./sessions.server.ts";
import { handleRotaAction } from "./rota-actions.server.ts";

/** How long a member's tap waits for a lock someone else holds before it is refused. */
const MEMBER_WRITE_WAIT_MS = 3_000;

export type DeskActionOutcome =
  | { kind: "redirect"; location: string; headers: Record<string, string> }
  | { kind: "problem"; status: number; error: string };

/** The desk's own page after an action, at the show and work it was about. */
export function deskLocation(
  showName?: string,
  notice?: string,
  anchor?: string,
  workId?: string,
): string {
  const query = new URLSearchParams();
  if (showName) query.set(DESK_SHOW_QUERY, showName);
  if (notice) query.set("done", notice);
  // The notice is shown beside this work, where the page opens (the anchor).
  if (workId) query.set("work", workId);
  const search = query.size > 0 ? `?${query}` : "";
  return `${DESK_PATHS.desk}${search}${anchor ? `#${anchor}` : ""}`;
}

function isAvailability(value: string | undefined): value is Availability {
  return (availabilities as readonly string[]).includes(value ?? "");
}

export async function handleDeskAction(
  request: Request,
  member: DeskMember,
  contentShows: readonly Show[],
  desk: DeskRuntime,
): Promise<DeskActionOutcome> {
  const form = await readDeskForm(request);
  if (!form.ok) return { kind: "problem", status: form.status, error: form.error };
  const {
    intent,
    show: showName = "",
    work: workId = "",
    seen,
    to,
    inquiry,
    session,
  } = form.fields;
  // Who sits the gallery (issue 33): the rota's own forms.
  if (intent?.startsWith("rota-")) return handleRotaAction(form.fields, member, desk);
  const nowMs = desk.nowMs();
  const write = <T>(statement: () => T) =>
    writeWhenFree(statement, { withinMs: MEMBER_WRITE_WAIT_MS });

  if (intent === "sign-out") {
    const token = cookieValue(request.headers.get("Cookie"), SESSION_COOKIE);
    await write(() => {
      if (token) endSession(desk.db, token);
      writeAudit(desk.db, { atMs: nowMs, actor: member.email, action: "sign-out", detail: "" });
    });
    return {
      kind: "redirect",
      location: DESK_PATHS.signIn,
      headers: { "Set-Cookie": setCookie(SESSION_COOKIE, "", 0, desk.secureCookies) },
    };
  }

  const ending = sessionsToEnd(intent, session);
  if (ending === "bad") return { kind: "problem", status: 400, error: "No such session." };
  if (ending) {
    const ended = await write(() => endOwnSessions(desk.db, member, ending, nowMs));
    const endedHere =
      ending.kind === "all" || (ending.kind === "one" && ending.sessionId === member.sessionId);
    if (endedHere) {
      return {
        kind: "redirect",
        location: DESK_PATHS.signIn,
        headers: { "Set-Cookie": setCookie(SESSION_COOKIE, "", 0, desk.secureCookies) },
      };
    }
    const notice = ended === 0 ? "session-gone" : "sessions-ended";
    return { kind: "redirect", location: deskLocation(undefined, notice, "sessions"), headers: {} };
  }

  if (intent === "mark") {
    // The content as built: the overlay's "from" is always what the files say.
    const found = findWork(contentShows, showName, workId);
    if (!found) return { kind: "problem", status: 404, error: "This show has no such work." };
    if (!isAvailability(seen) || !isAvailability(to)) {
      return { kind: "problem", status: 400, error: "Choose Sold, Reserved or Available." };
    }
    const outcome = await write(() =>
      markAvailability(desk.db, {
        showName,
        workId,
        contentValue: found.work.availability,
        seen,
        to,
        member,
        nowMs,
      }),
    );
    if (outcome === "marked") desk.afterMark();
    const notice = outcome === "conflict" ? "conflict" : `marked-${to}`;
    return {
      kind: "redirect",
      location: deskLocation(showName, notice, `work-${workId}`, workId),
      headers: {},
    };
  }

  if (intent === "answer") {
    const id = Number(inquiry);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return { kind: "problem", status: 400, error: "No such question." };
    }
    const outcome = await write(() =>
      markAnswered(desk.db, { id, memberEmail: member.email, nowMs }),
    );
    if (outcome === "unknown") return { kind: "problem", status: 404, error: "No such question." };
    return {
      kind: "redirect",
      location: deskLocation(showName || undefined, "answered", `question-${id}`),
      headers: {},
    };
  }
  return { kind: "problem", status: 400, error: "The desk does not know that action." };
}

/** Which sessions a form asks to end: none (another action), or "bad" for a garbled id. */
function sessionsToEnd(
  intent: string | undefined,
  session: string | undefined,
): EndSessions | "bad" | null {
  if (intent === "end-other-sessions") return { kind: "others" };
  if (intent === "sign-out-everywhere") return { kind: "all" };
  if (intent !== "end-session") return null;
  const sessionId = Number(session);
  return Number.isSafeInteger(sessionId) && sessionId > 0 ? { kind: "one", sessionId } : "bad";
}
