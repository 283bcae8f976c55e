// A mail as every queue hands it to SMTP, and its stable Message-ID. Pure.

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, where a mail has one. */
  html?: string;
  /** "<unique@domain>": the same on every try, so a mail sent twice is one mail to a reader. */
  messageId?: string;
  headers?: Record<string, string>;
}

/** The Message-ID of a queued mail: its stable id at the gallery inbox's domain. */
export function messageIdOf(mailId: string, inbox: string): string {
  return `<${mailId}@${inbox.slice(inbox.lastIndexOf("@") + 1)}>`;
}
