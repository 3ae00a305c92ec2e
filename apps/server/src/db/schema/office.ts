import { date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests for an invitation to visit the office (POST /api/web/sent-office-invitation). */
export const officeInvitations = pgTable(
  'office_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_invitations_created_idx').on(t.createdAt)],
);
