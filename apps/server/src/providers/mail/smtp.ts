import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './types.js';

/** SMTP delivery with nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(msg: MailMessage) {
      await transporter.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html ? { html: msg.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
