import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Browsers an account has signed in from (the `harbour_device` cookie): only the cookie's SHA-256
 * is kept. A login from one of them skips the captcha and the delays that follow failed logins.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('known_devices_device_user_idx').on(t.deviceHash, t.userId),
    index('known_devices_user_idx').on(t.userId),
  ],
);
