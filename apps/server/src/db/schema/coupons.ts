import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Coupons offered by businesses (nupond). `business_id` is the id of the business listing when the
 * coupon belongs to one; the business name is kept here so a coupon stands on its own.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id'),
    businessName: text('business_name').notNull(),
    cityName: text('city_name'),
    description: text('description').notNull(),
    restrictionUse: text('restriction_use').notNull().default(''),
    /** natural key of the seed, and what the customer shows at the till */
    couponCode: text('coupon_code').notNull().unique(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_business_idx').on(t.businessId), index('coupons_expire_idx').on(t.expireAt)],
);

/** Which user collected which coupon: one row per pair, so collecting twice changes nothing. */
export const couponCollections = pgTable(
  'coupon_collections',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);
