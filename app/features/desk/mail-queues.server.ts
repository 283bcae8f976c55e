// The desk's mail: sign-in codes to members (desk_codes) and the wrong-code alerts to the
// desk-admins (desk_alert_mail), each row read with the members it names.
import type { MailQueue } from "../../mail/post-office.server.ts";
import { type QueuedAlert, alertMail } from "./alert-mail.ts";
import { type QueuedCode, codeMail } from "./code-mail.ts";

/** Codes, each mail pointing at the desk's sign-in page (`signInUrl`). */
export const codeQueue = (signInUrl: string): MailQueue<QueuedCode> => ({
  table: "desk_codes",
  columns: "o.code_to_mail, m.email, m.name",
  joins: "JOIN desk_members m ON m.id = o.member_id",
  read: (row) => ({
    email: String(row.email),
    name: String(row.name),
    code: row.code_to_mail === null ? null : String(row.code_to_mail),
  }),
  compose: (queued, inbox) => codeMail(queued, inbox, signInUrl),
  noun: "sign-in code mail(s)",
});

/** Alerts, each mail pointing at the desk (`deskUrl`). */
export const alertQueue = (deskUrl: string): MailQueue<QueuedAlert> => ({
  table: "desk_alert_mail",
  columns: `a.wrong_codes, a.raised_at_ms, s.email AS member_email, r.email AS admin_email,
    r.name AS admin_name`,
  joins: `JOIN desk_alerts a ON a.id = o.alert_id JOIN desk_members s ON s.id = a.member_id
    JOIN desk_members r ON r.id = o.admin_id`,
  read: (row) => ({
    adminEmail: String(row.admin_email),
    adminName: String(row.admin_name),
    memberEmail: String(row.member_email),
    wrongCodes: Number(row.wrong_codes),
    raisedAtMs: Number(row.raised_at_ms),
  }),
  compose: (queued, inbox) => alertMail(queued, inbox, deskUrl),
  noun: "wrong-code alert mail(s)",
});
