import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ageGroups, eventCategories } from './event-lookups.js';
import { cities, provinces } from './locations.js';
import { purchases } from './payments.js';
import { users } from './users.js';

/**
 * Community events of the calendar (/displayevents). `city_id` null: the whole province; otherwise
 * the first city chosen, and every chosen one is in event_cities.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** language the owner wrote the texts in (issue 10); a translation provider may correct it */
    originalLang: text('original_lang').notNull().default('en'),
    /** true when the owner said which language it is in: the provider's detection does not override it */
    originalLangStated: boolean('original_lang_stated').notNull().default(false),
    /** natural key of seeded rows (demo content), null for others */
    seedKey: text('seed_key').unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    title: text('title').notNull(),
    /** local date and times of the event's province */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time'),
    venue: text('venue').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** comma separated */
    ageGroup: text('age_group').notNull().default(''),
    details: text('details').notNull(),
    hostDetails: text('host_details').notNull().default(''),
    website: text('website'),
    phoneNumber: text('phone_number'),
    /** read copy of the main listing_photos row */
    image: text('image'),
    /** the organisation that listed it; null for seeded events */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 inactive (waiting for payment), 1 active, 2 expired (the listing fields); the calendar shows 1 */
    status: smallint('status').notNull().default(1),
    /** last day of a multi-day event; null = the same day */
    eventEndDate: date('event_end_date', { mode: 'string' }),
    /** admission in dollars; null when not given */
    price: doublePrecision('price'),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    listingStartDate: date('listing_start_date', { mode: 'string' }),
    listingEndDate: date('listing_end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_province_date_idx').on(t.provinceId, t.eventDate),
    index('events_city_date_idx').on(t.cityId, t.eventDate),
    index('events_user_idx').on(t.userId, t.id),
    uniqueIndex('events_purchase_idx')
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
  ],
);

/**
 * The cities the owner chose for an event, as chosen ("All of …" included). A city's calendar shows
 * the event when it is one of them, or when the event is province-wide (`events.city_id` null).
 */
export const eventCities = pgTable(
  'event_cities',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.cityId] }),
    index('event_cities_city_idx').on(t.cityId, t.eventId),
  ],
);

export const eventCategoryLinks = pgTable(
  'event_category_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.categoryId] })],
);

export const eventAgeGroupLinks = pgTable(
  'event_age_group_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: integer('age_group_id')
      .notNull()
      .references(() => ageGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.ageGroupId] })],
);
