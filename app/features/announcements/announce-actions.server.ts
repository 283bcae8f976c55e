// What a desk-admin does with an announcement, from the desk's plain forms (issue 32): start one
// from an entry or blank, save it, mail a test to themselves, send it to the list, pause and
// resume its send. Each is one post; sending twice (a re-sent form) starts nothing twice.
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import type { Announcements } from "./announcements.server.ts";
import { announcePage } from "./announce-paths.ts";
import { draftError } from "./draft-rules.ts";

/** How long an admin's press waits for a lock someone else holds before it is refused. */
const WRITE_WAIT_MS = 3_000;

export type AnnounceOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "invalid"; id: number; error: string; subject: string; body: string }
  | { kind: "problem"; status: number; error: string };

export interface Admin {
  email: string;
}

export async function handleAnnounceAction(
  fields: Record<string, string>,
  admin: Admin,
  now: Date,
  announcements: Announcements,
): Promise<AnnounceOutcome> {
  const { store, clockMs } = announcements;
  const write = <T>(statement: () => T) => writeWhenFree(statement, { withinMs: WRITE_WAIT_MS });
  const intent = fields.intent ?? "";

  if (intent === "new") {
    const source = announcements.sources(now).find((choice) => choice.key === fields.source);
    if (!source) return { kind: "problem", status: 400, error: "Choose what to announce." };
    const id = await write(() => store.create(source.draft, admin.email, clockMs()));
    return { kind: "redirect", location: announcePage(id) };
  }

  const id = Number(fields.id);
  const found = Number.isSafeInteger(id) && id > 0 ? store.byId(id) : null;
  if (!found) return { kind: "problem", status: 404, error: "No such announcement." };

  if (intent === "test" && found.sendStartedAtMs !== null) {
    // Sent already: its words are fixed; a test is one more copy to the admin.
    await write(() => store.queueTest(id, admin.email));
    return testQueued(id, announcements);
  }

  if (intent === "save" || intent === "test") {
    const subject = (fields.subject ?? "").trim();
    const body = (fields.body ?? "").trim();
    const error = draftError(subject, body);
    if (error) return { kind: "invalid", id, error, subject, body };
    const keepPicture = fields.picture !== "none";
    const saved = await write(() => {
      const changed = store.update(
        id,
        {
          subject,
          body,
          linkPath: found.linkPath,
          pictureSrc: keepPicture ? found.pictureSrc : null,
          pictureAlt: keepPicture ? found.pictureAlt : null,
        },
        clockMs(),
      );
      if (intent === "test" && changed) store.queueTest(id, admin.email);
      return changed;
    });
    if (!saved && found.sendStartedAtMs !== null && intent === "save") {
      return { kind: "problem", status: 409, error: "It is being sent: it can no longer change." };
    }
    if (intent === "test") return testQueued(id, announcements);
    return { kind: "redirect", location: announcePage(id, "saved") };
  }

  if (intent === "send") {
    if (!announcements.sends) return { kind: "redirect", location: announcePage(id, "no-mail") };
    // The site's clock (GALLERY_NOW when frozen) dates its page, as it dates everything shown.
    const outcome = await write(() => store.startSend(id, admin.email, now.getTime()));
    if (outcome.started) {
      announcements.afterPublished();
      announcements.afterQueued();
    }
    return { kind: "redirect", location: announcePage(id, outcome.started ? "started" : "") };
  }

  if (intent === "pause" || intent === "resume") {
    await write(() => store.setPaused(id, intent === "pause", clockMs()));
    if (intent === "resume") announcements.afterQueued();
    return {
      kind: "redirect",
      location: announcePage(id, intent === "pause" ? "paused" : "resumed"),
    };
  }
  return { kind: "problem", status: 400, error: "The desk does not know that action." };
}

function testQueued(id: number, announcements: Announcements): AnnounceOutcome {
  if (!announcements.sends) return { kind: "redirect", location: announcePage(id, "no-mail") };
  announcements.afterQueued();
  return { kind: "redirect", location: announcePage(id, "tested") };
}
