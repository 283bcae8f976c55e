// What a row of the outbox stands for, read from the row and what it joins: a note for the
// gallery, or a confirmation for a subscriber; and the mail each makes.
import type { OutgoingMail } from "../../mail/message.ts";
import type { MailQueue } from "../../mail/post-office.server.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { type Note, notificationMail } from "./notification.ts";
import {
  CONFIRM_LINK_VALID_MS,
  CONFIRM_PATH,
  linkUrl,
  signToken,
  unsubscribeUrl,
} from "./signed-links.server.ts";

export interface ConfirmationRequest {
  email: string;
  firstname: string;
  /** The random handle the subscriber's signed links carry. */
  linkKey: string;
  /** Real-clock ms of the sign-up that asked for it: the link's 7 days start there. */
  requestedAt: number;
}

export type QueuedMail =
  { kind: "note"; note: Note } | { kind: "confirmation"; request: ConfirmationRequest };

export function queuedMailOf(row: Record<string, unknown>): QueuedMail {
  if (row.kind === "confirmation") {
    return {
      kind: "confirmation",
      request: {
        email: String(row.email),
        firstname: String(row.firstname),
        linkKey: String(row.link_key),
        requestedAt: Number(row.confirmation_requested_at ?? 0),
      },
    };
  }
  return {
    kind: "note",
    note: {
      email: String(row.email),
      firstname: String(row.firstname),
      lastname: String(row.lastname),
      body: String(row.body),
      sourcePage: row.source_page === null ? null : String(row.source_page),
      writtenAt: String(row.written_at),
    },
  };
}

/**
 * The mailing list's mail: notes and confirmations, in the `outbox` table with their subscriber.
 * Confirmations carry the subscriber's links, signed with `secret` (SIGNUP_SECRET).
 */
export const mailingListQueue = (siteUrl: string, secret: string): MailQueue<QueuedMail> => ({
  table: "outbox",
  columns: `o.kind, s.email, s.firstname, s.lastname, s.link_key, s.confirmation_requested_at,
    m.body, m.source_page, m.written_at`,
  joins: `LEFT JOIN messages m ON m.id = o.message_id
    JOIN subscribers s ON s.id = coalesce(m.subscriber_id, o.subscriber_id)`,
  read: queuedMailOf,
  compose: (queued, inbox) => mailingListMail(queued, inbox, siteUrl, secret),
  noun: "mail(s)",
});

/** A queued row's mail: the note to the gallery, or the confirmation with its signed links. */
function mailingListMail(
  queued: QueuedMail,
  inbox: string,
  siteUrl: string,
  secret: string,
): OutgoingMail {
  if (queued.kind === "note") return notificationMail(queued.note, inbox);
  const { request } = queued;
  const confirm = signToken(
    secret,
    "confirm",
    request.linkKey,
    request.requestedAt + CONFIRM_LINK_VALID_MS,
  );
  const links = {
    confirmUrl: linkUrl(siteUrl, CONFIRM_PATH, confirm),
    unsubscribeUrl: unsubscribeUrl(siteUrl, secret, request.linkKey),
  };
  return confirmationMail(request, links, inbox);
}
