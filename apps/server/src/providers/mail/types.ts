export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** what the mail is for, e.g. confirm_email, reset_password (kept in the outbox) */
  kind: string;
  /** extra header lines, e.g. List-Unsubscribe (RFC 8058) */
  headers?: Record<string, string>;
}

/** Sends a mail. Never rejects because delivery failed: the failure is recorded in the outbox and logged. */
export interface MailProvider {
  send(msg: MailMessage): Promise<void>;
}

/** The wire: something that actually delivers a message (SMTP). */
export interface MailTransport {
  deliver(msg: MailMessage): Promise<void>;
  close(): void;
}
