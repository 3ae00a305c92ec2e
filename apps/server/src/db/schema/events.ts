import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, provinces } from './locations.js';

/** Community events of the calendar (/displayevents). `city_id` null: the whole province. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
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
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_province_date_idx').on(t.provinceId, t.eventDate),
    index('events_city_date_idx').on(t.cityId, t.eventDate),
  ],
);
