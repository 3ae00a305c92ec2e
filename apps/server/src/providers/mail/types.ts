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
  /**
   * Many messages: their outbox rows in one INSERT, `concurrency` deliveries at once (over the SMTP
   * pool), the sent ones' statuses in one UPDATE. `onHandled(i)` once message i is delivered or its
   * failure recorded. Rejects only when the outbox cannot be written.
   */
  sendMany(msgs: MailMessage[], opts?: SendManyOptions): Promise<void>;
}

export interface SendManyOptions {
  concurrency?: number;
  onHandled?: (index: number) => void;
}

/** The wire: something that actually delivers a message (SMTP). */
export interface MailTransport {
  deliver(msg: MailMessage): Promise<void>;
  close(): void;
}
