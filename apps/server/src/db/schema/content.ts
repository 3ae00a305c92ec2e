import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * Site content, one row per language (en always, fr where written). Readers take the request's
 * language when a row exists and en otherwise.
 */

/** The team of the about pages; `position_index` is the {index} of /profile/{index}. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    positionIndex: integer('position_index').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    shortDescription: text('short_description').notNull(),
    title: text('title'),
    description: text('description'),
    image: text('image'),
    /** false for a translation no native speaker has checked yet (the seed's, for one) */
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [unique('team_members_index_lang').on(t.positionIndex, t.language)],
);

/** The pages of /our-story/{id}. */
export const storyPages = pgTable(
  'story_pages',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [unique('story_pages_story_lang').on(t.storyId, t.language)],
);

export interface ContentSection {
  heading: string;
  text: string;
  link: string | null;
}

/** Text pages by slug (principles-and-values, school-food, tips-of-the-day…), GET /api/web/posts?type=slug. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    sections: jsonb('sections').$type<ContentSection[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [unique('content_pages_slug_lang').on(t.slug, t.language)],
);

/** Tips of the day: `position` orders the tips of a month. */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    position: integer('position').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [
    unique('tips_month_position_lang').on(t.year, t.month, t.position, t.language),
    index('tips_month_idx').on(t.year, t.month, t.language),
  ],
);

/** Sponsors of /sponsors; `feature` is the flag that shows the logo (null: always shown). */
export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  descriptionEn: text('description_en').notNull(),
  website: text('website'),
  feature: text('feature'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Notices of the home page billboard. */
export const billboardItems = pgTable(
  'billboard_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    message: text('message').notNull().default(''),
    dynamicLink: text('dynamic_link'),
    link: text('link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [unique('billboard_items_slug_lang').on(t.slug, t.language)],
);

/** Messages sent through POST /api/web/contact (also mailed to the organisation). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
