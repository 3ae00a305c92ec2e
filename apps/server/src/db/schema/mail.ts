import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every e-mail Harbour sends. Without SMTP this is the only copy (status `logged`), readable by
 * admins; with SMTP it records the delivery (`sent` or `failed` with the error).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
