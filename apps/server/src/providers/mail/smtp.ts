import type { MailMessage, MailTransport } from './types.js';

/**
 * SMTP delivery with nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`. nodemailer loads only
 * here, when SMTP is configured.
 */
export async function createSmtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
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
        ...(msg.headers ? { headers: msg.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
