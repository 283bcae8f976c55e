// The SMTP connection the outbox sends through (nodemailer), from the SMTP_URL setting.
import nodemailer from "nodemailer";
import type { OutgoingMail } from "./message.ts";

/**
 * What nodemailer is told. Visitors' addresses and notes never cross the network in clear:
 * `smtps://` speaks TLS from the start, and `smtp://` must upgrade with STARTTLS (requireTLS)
 * or the send fails. Options in the URL's query win over these, so a relay on the same machine
 * that offers no TLS is named so explicitly: `smtp://127.0.0.1:25?requireTLS=false`.
 */
export function smtpOptions(url: string) {
  return {
    url,
    requireTLS: true,
    // Fail a try within seconds rather than minutes: the outbox will try again.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export function smtpSender(url: string): (mail: OutgoingMail) => Promise<unknown> {
  const transport = nodemailer.createTransport(smtpOptions(url));
  return (mail) => transport.sendMail(mail);
}
