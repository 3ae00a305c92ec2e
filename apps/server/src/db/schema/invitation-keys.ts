import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { INVITATION_KEY_PRODUCTS } from '@harbour/shared';
import { fk } from './foreign-key.js';
import { packages } from './packages.js';
import { users } from './users.js';

/**
 * Keys an admin issues for one product; each registration with the key uses one of `max_uses`.
 * The key is kept in clear: admins hand it out again, and purchases quote it (`Key: {key}`).
 */
export const invitationKeys = pgTable(
  'invitation_keys',
  {
    id: serial('id').primaryKey(),
    /** upper case (keys are compared case-insensitively) */
    key: text('key').notNull().unique(),
    product: text('product', { enum: INVITATION_KEY_PRODUCTS }).notNull(),
    maxUses: integer('max_uses').notNull(),
    /** the plan each use gives (null: a volunteer key, or an older job key: one week) */
    packageId: integer('package_id'),
    /** how many of the plan each use gives */
    quantity: integer('quantity').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // named as PostgreSQL named it: migration 0025 added the column by hand
    fk('invitation_keys_package_id_fkey', t.packageId, packages.id).onDelete('set null'),
    check('invitation_keys_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
    check('invitation_keys_quantity_check', sql`${t.quantity} between 1 and 52`),
    check('invitation_keys_max_uses_check', sql`${t.maxUses} between 1 and 10000`),
    check('invitation_keys_product_check', sql`${t.product} in ('business', 'event', 'job', 'volunteer')`),
    index('invitation_keys_created_idx').on(t.createdAt, t.id),
  ],
);

/** One use of a key: by whom, for which product and (once registered) which listing. */
export const invitationKeyRedemptions = pgTable(
  'invitation_key_redemptions',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => invitationKeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product', { enum: INVITATION_KEY_PRODUCTS }).notNull(),
    /** id of the listing in its product's table, when the registration passes it */
    listingId: integer('listing_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitation_key_redemptions_key_idx').on(t.keyId),
    index('invitation_key_redemptions_user_idx').on(t.userId),
  ],
);
