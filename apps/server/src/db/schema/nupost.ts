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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fk } from './foreign-key.js';
import { cities, provinces } from './locations.js';
import { businessPlans } from './packages.js';
import { purchases } from './payments.js';
import { users } from './users.js';

/**
 * A NuPOST business account (issue 22 §1): the user who holds it, the business's name and its plan.
 * A paid plan's row is written only in the transaction that marks its purchase paid (the provider's
 * word), so `purchase_id` is unique: one purchase makes one account, however often it is quoted.
 */
export const businessAccounts = pgTable(
  'business_accounts',
  {
    userId: integer('user_id').primaryKey(),
    businessName: text('business_name').notNull(),
    planId: integer('plan_id').notNull(),
    /** null for a free plan */
    purchaseId: integer('purchase_id').unique('business_accounts_purchase_id_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Constraint names are PostgreSQL's defaults: the tables of 0028–0030 were written by hand.
  (t) => [
    fk('business_accounts_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    fk('business_accounts_plan_id_fkey', t.planId, businessPlans.id),
    fk('business_accounts_purchase_id_fkey', t.purchaseId, purchases.id).onDelete('set null'),
  ],
);

/**
 * A paid sign-up waiting for its payment: what the business account will hold once the purchase is
 * paid. The purchase belongs to the (unconfirmed) user made from the same form.
 */
export const nupostSignups = pgTable(
  'nupost_signups',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id').notNull().unique('nupost_signups_purchase_id_key'),
    userId: integer('user_id').notNull(),
    businessName: text('business_name').notNull(),
    planId: integer('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk('nupost_signups_purchase_id_fkey', t.purchaseId, purchases.id).onDelete('cascade'),
    fk('nupost_signups_user_id_fkey', t.userId, users.id).onDelete('cascade'),
    fk('nupost_signups_plan_id_fkey', t.planId, businessPlans.id),
    index('nupost_signups_user_idx').on(t.userId),
  ],
);

/**
 * A notice a business account writes (issue 22 §2). Its texts in the other languages are rows of
 * `text_translations` with entity 'nupost_notice' (fields title and body): the worker's (machine) or the
 * business's own (owner). "Send now" and "schedule" set status scheduled and scheduled_at; the delivery
 * job takes it from there (sending, sent).
 */
export const nupostNotices = pgTable(
  'nupost_notices',
  {
    id: serial('id').primaryKey(),
    businessUserId: integer('business_user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    picture: text('picture'),
    /** the language it is written in; named as the translation worker expects */
    originalLang: text('original_lang').notNull(),
    /** always true: the business says which language it writes in, the provider's detection never overrides it */
    originalLangStated: boolean('original_lang_stated').notNull().default(true),
    audience: text('audience', { enum: ['all', 'province', 'city'] })
      .notNull()
      .default('all'),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] })
      .notNull()
      .default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * While the send job writes a sending notice's deliveries, slice by slice of followers in member id
     * order: the highest member id done (0 before the first slice). Null before the send and once every
     * follower's deliveries are written, so a restart resumes the expansion where it stopped.
     */
    expandedThrough: integer('expanded_through'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk('nupost_notices_business_user_id_fkey', t.businessUserId, businessAccounts.userId).onDelete('cascade'),
    fk('nupost_notices_province_id_fkey', t.provinceId, provinces.id),
    fk('nupost_notices_city_id_fkey', t.cityId, cities.id),
    check('nupost_notices_audience_check', sql`${t.audience} in ('all', 'province', 'city')`),
    check(
      'nupost_notices_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
    index('nupost_notices_business_idx').on(t.businessUserId, t.createdAt.desc().nullsFirst()),
    index('nupost_notices_due_idx')
      .on(t.scheduledAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/** A member following a business. Ended rows stay (ended_at set) so "unsubscribed since" can be counted. */
export const nupostFollows = pgTable(
  'nupost_follows',
  {
    id: serial('id').primaryKey(),
    businessUserId: integer('business_user_id').notNull(),
    memberUserId: integer('member_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    fk('nupost_follows_business_user_id_fkey', t.businessUserId, businessAccounts.userId).onDelete('cascade'),
    fk('nupost_follows_member_user_id_fkey', t.memberUserId, users.id).onDelete('cascade'),
    uniqueIndex('nupost_follows_active_idx')
      .on(t.businessUserId, t.memberUserId)
      .where(sql`ended_at is null`),
    index('nupost_follows_member_idx')
      .on(t.memberUserId)
      .where(sql`ended_at is null`),
    index('nupost_follows_ended_idx')
      .on(t.businessUserId, t.endedAt)
      .where(sql`ended_at is not null`),
  ],
);

/** An invitation mailed to an address (double opt-in): only the SHA-256 of its token is kept. */
export const nupostInvitations = pgTable(
  'nupost_invitations',
  {
    id: serial('id').primaryKey(),
    businessUserId: integer('business_user_id').notNull(),
    /** lower-cased */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('nupost_invitations_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    memberUserId: integer('member_user_id'),
  },
  (t) => [
    fk('nupost_invitations_business_user_id_fkey', t.businessUserId, businessAccounts.userId).onDelete(
      'cascade',
    ),
    fk('nupost_invitations_member_user_id_fkey', t.memberUserId, users.id).onDelete('set null'),
    index('nupost_invitations_business_idx').on(t.businessUserId, t.createdAt),
    index('nupost_invitations_email_idx').on(t.businessUserId, t.email),
  ],
);
