// Sends one alert to the operator through the site's own SMTP settings (the same nodemailer
// options as the site's outbox: TLS required unless SMTP_URL says otherwise).
import nodemailer from "nodemailer";
import { smtpOptions } from "../../app/mail/smtp.server.ts";
import type { AlertSettings } from "./alert-settings.ts";

export interface Alert {
  subject: string;
  text: string;
}

export async function sendAlert(
  settings: AlertSettings & { smtpUrl: string },
  alert: Alert,
): Promise<void> {
  const transport = nodemailer.createTransport(smtpOptions(settings.smtpUrl));
  try {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      subject: `[${settings.site}] ${alert.subject}`,
      text: alert.text,
    });
  } finally {
    transport.close();
  }
}
