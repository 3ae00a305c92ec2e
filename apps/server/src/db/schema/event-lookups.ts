import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LanguageTag } from '@harbour/i18n';

/** A name per language tag; English is always there and stands in for a missing language. */
export type LocalizedNames = { en: string } & Partial<Record<LanguageTag, string>>;

/**
 * Event types offered by the event wizard (`POST /api/getEventCategory`, the spec's
 * `sub_category_id`). `events` has no category column yet: the wizard's registration adds the link.
 */
export const eventCategories = pgTable('event_categories', {
  id: serial('id').primaryKey(),
  /** natural key of the seed */
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Age groups of events (`POST /api/getAgeGroup`). `events.age_group` holds the English names of
 * these rows, comma separated ("Children, Teens, Adults").
 */
export const ageGroups = pgTable('age_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
