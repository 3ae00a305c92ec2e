import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessPlans } from './packages.js';
import { purchases } from './payments.js';
import { users } from './users.js';

/**
 * A NuPOST business account (issue 22 §1): the user who holds it, the business's name and its plan.
 * A paid plan's row is written only in the transaction that marks its purchase paid (the provider's
 * word), so `purchase_id` is unique: one purchase makes one account, however often it is quoted.
 */
export const businessAccounts = pgTable('business_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull(),
  planId: integer('plan_id')
    .notNull()
    .references(() => businessPlans.id),
  /** null for a free plan */
  purchaseId: integer('purchase_id')
    .unique()
    .references(() => purchases.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A paid sign-up waiting for its payment: what the business account will hold once the purchase is
 * paid. The purchase belongs to the (unconfirmed) user made from the same form.
 */
export const nupostSignups = pgTable(
  'nupost_signups',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => businessPlans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nupost_signups_user_idx').on(t.userId)],
);
