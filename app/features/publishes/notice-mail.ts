// The mail that tells the gallery's inbox a Publish was refused or failed. Pure.
import type { OutgoingMail } from "../../mail/message.ts";
import type { PublishNotice } from "./notices.server.ts";
import { instant, nameOf, short } from "./publish-status.ts";

const STATE_WORDS = {
  refused: {
    subject: "refused",
    lead: "The content check refused a Publish, so the site keeps its previous version. It is not tried again until a new commit fixes it:",
    reasons: "What to fix:",
  },
  failed: {
    subject: "failed",
    lead: "An update failed for a reason of the server's, not of the content. The updater tries it again by itself:",
    reasons: "What the updater said:",
  },
} as const;

export function publishNoticeMail(
  notice: PublishNotice,
  inbox: string,
  statusUrl: string,
): OutgoingMail {
  const words = STATE_WORDS[notice.state];
  const title = notice.subject.trim() || `commit ${short(notice.commit)}`;
  const lines = [
    words.lead,
    "",
    `  ${title}`,
    `  by ${notice.author || "someone"}${committed(notice.committedAt)}`,
    `  commit ${notice.commit}`,
    "",
    words.reasons,
    ...(notice.reasons.length > 0
      ? notice.reasons.map((reason) => `- ${reason}`)
      : ["- (none given)"]),
    ...(notice.state === "failed" ? ["", retryLine(notice)] : []),
    "",
    `Where each Publish stands: ${statusUrl}`,
    "(Times are the gallery's, in Montpelier.)",
  ];
  return {
    // Sent from the inbox to itself, as the mailing list's notes are.
    from: inbox,
    to: inbox,
    subject: `Publish ${words.subject}: ${title} (${nameOf(notice.author)})`,
    text: lines.join("\n"),
  };
}

function committed(at: string): string {
  const time = instant(at);
  return time ? `, committed ${time}` : "";
}

function retryLine(notice: PublishNotice): string {
  const tried = notice.updateAttempts ? `It has tried ${notice.updateAttempts} times and` : "It";
  const time = notice.retryAt ? instant(notice.retryAt) : null;
  return `${tried} tries again by itself ${time ? `on ${time}` : "at its next look"}.`;
}
