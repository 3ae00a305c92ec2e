import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What can be bought: listing packages (business, event, job) and NuChat plans. `code` is the
 * natural key of the seed. Prices in cents; names and descriptions in English, other languages in
 * text_translations (entity `package`).
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** business | event | job | nuchat */
    product: text('product').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    priceMonthlyCents: integer('price_monthly_cents'),
    /** unit of the plan: day, week, month, year */
    packageType: text('package_type').notNull().default('month'),
    isTrial: boolean('is_trial').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('packages_product_idx').on(t.product, t.sortOrder)],
);

/** A time-limited discount on a package (applies to the monthly price when there is one). */
export const packagePromos = pgTable(
  'package_promos',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Percentage | Amount (dollars) */
    discountType: text('discount_type').notNull(),
    discount: doublePrecision('discount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('package_promos_package_idx').on(t.packageId)],
);

/** NuPOST plans; `member_limit` null is the custom top tier. */
export const businessPlans = pgTable('business_plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** monthly, yearly… */
  planScheme: text('plan_scheme').notNull(),
  priceCents: integer('price_cents').notNull(),
  memberLimit: integer('member_limit'),
  /** notices per plan period (issue 22 §2); null: no cap */
  noticeLimit: integer('notice_limit').default(30),
  sortOrder: integer('sort_order').notNull().default(0),
});
