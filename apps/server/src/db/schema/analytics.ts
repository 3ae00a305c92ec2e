import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One row per screen shown in the web app (path without query string or tokens). */
export const screenViews = pgTable(
  'screen_views',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screen_views_created_idx').on(t.createdAt)],
);
