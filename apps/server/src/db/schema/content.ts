import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * Site content: one row per item with its English text (the original); each other language is a row of
 * text_translations (entity `team_member`, `story_page`, `content_page`, `tip`, `billboard_item`; field:
 * the column's name, sections of a page `sections.<n>.heading` / `.text`). Readers overlay the caller's
 * language per field and fall back to English (docs/languages.md).
 */

/** The team of the about pages; `position_index` is the {index} of /profile/{index}. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    positionIndex: integer('position_index').notNull(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    shortDescription: text('short_description').notNull(),
    title: text('title'),
    description: text('description'),
    image: text('image'),
  },
  (t) => [unique('team_members_position_index').on(t.positionIndex)],
);

/** The pages of /our-story/{id}. */
export const storyPages = pgTable(
  'story_pages',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
  },
  (t) => [unique('story_pages_story_id').on(t.storyId)],
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
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    sections: jsonb('sections').$type<ContentSection[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_pages_slug').on(t.slug)],
);

/** Tips of the day: `position` orders the tips of a month. */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [unique('tips_month_position').on(t.year, t.month, t.position)],
);

/** Sponsors of /sponsors; `feature` is the flag that shows the logo (null: always shown). */
export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
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
    title: text('title').notNull(),
    content: text('content').notNull(),
    message: text('message').notNull().default(''),
    dynamicLink: text('dynamic_link'),
    link: text('link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('billboard_items_slug').on(t.slug)],
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

/** `text_translations.entity` of each table above whose other languages are translations of its rows. */
export const CONTENT_ENTITY = {
  teamMember: 'team_member',
  storyPage: 'story_page',
  contentPage: 'content_page',
  tip: 'tip',
  billboardItem: 'billboard_item',
} as const;

/** The `text_translations.field` of a content page's section text: `sections.0.heading`, `sections.0.text`… */
export const sectionField = (index: number, part: 'heading' | 'text') => `sections.${index}.${part}`;
