import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Event types offered by the event wizard (`POST /api/getEventCategory`, the spec's
 * `sub_category_id`). `events` has no category column yet: the wizard's registration adds the link.
 */
export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  /** natural key of the seed */
  slug: text('slug').notNull().unique(),
  /** English; the other languages are text_translations (entity `event_category`, field `name`) */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Age groups of events (`POST /api/getAgeGroup`). `events.age_group` holds the English names of
 * these rows, comma separated ("Children, Teens, Adults").
 */
export const ageGroups = pgTable('age_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** English; the other languages are text_translations (entity `age_group`, field `name`) */
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
