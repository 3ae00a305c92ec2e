import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, provinces } from './locations.js';
import { users } from './users.js';

/**
 * Notices shown on /notifications. Public ones have no user: `city_id` set for one city, null for the
 * whole province. Personal ones carry `user_id` and are only ever shown to that user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** natural key of seeded rows (demo content), null for others */
    seedKey: text('seed_key').unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('general'),
    govAlert: boolean('gov_alert').notNull().default(false),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    image: text('image'),
    icon: text('icon'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_place_idx').on(t.provinceId, t.cityId, t.updatedAt),
    index('notifications_user_idx').on(t.userId, t.updatedAt),
    index('notifications_updated_idx').on(t.updatedAt),
  ],
);
