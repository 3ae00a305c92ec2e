import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { fk } from './foreign-key.js';
import { notifications } from './notifications.js';
import { nupostNotices } from './nupost.js';
import { users } from './users.js';

/** A browser's Web Push subscription (PushSubscription.toJSON()); a 404 or 410 from its service removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk('push_subscriptions_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A member's choice: `email` true sends NuPOST notices by e-mail even when they have push. */
export const nupostMemberSettings = pgTable(
  'nupost_member_settings',
  {
    userId: integer('user_id').primaryKey(),
    email: boolean('email').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fk('nupost_member_settings_user_id_fkey', t.userId, users.id).onDelete('cascade')],
);

/** cancelled: the member stopped following before it went out */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One delivery of a notice to a member by one channel (push, email, app), unique on the three: the
 * send job's durable queue. `sending` rows are leased until `next_attempt_at`; a process that dies
 * leaves them to be taken again after it. `pushed_subscriptions` lists the member's subscriptions
 * already accepted by their push service, so a retry skips them.
 */
export const nupostDeliveries = pgTable(
  'nupost_deliveries',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id').notNull(),
    memberUserId: integer('member_user_id').notNull(),
    channel: text('channel', { enum: ['push', 'email', 'app'] }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    pushedSubscriptions: integer('pushed_subscriptions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    error: text('error'),
    notificationId: integer('notification_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk('nupost_deliveries_notice_id_fkey', t.noticeId, nupostNotices.id).onDelete('cascade'),
    fk('nupost_deliveries_member_user_id_fkey', t.memberUserId, users.id).onDelete('cascade'),
    fk('nupost_deliveries_notification_id_fkey', t.notificationId, notifications.id).onDelete('set null'),
    check('nupost_deliveries_channel_check', sql`${t.channel} in ('push', 'email', 'app')`),
    check(
      'nupost_deliveries_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
    unique('nupost_deliveries_once').on(t.noticeId, t.memberUserId, t.channel),
    index('nupost_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('nupost_deliveries_notification_idx')
      .on(t.notificationId)
      .where(sql`${t.notificationId} is not null`),
  ],
);
