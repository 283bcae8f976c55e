// The SMTP connection notifications go through (nodemailer), from the SMTP_URL setting.
import nodemailer from "nodemailer";
import type { OutgoingMail } from "./notification.ts";

export function smtpSender(url: string): (mail: OutgoingMail) => Promise<unknown> {
  const transport = nodemailer.createTransport({
    url,
    // Fail a try within seconds rather than minutes: the outbox will try again.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return (mail) => transport.sendMail(mail);
}
