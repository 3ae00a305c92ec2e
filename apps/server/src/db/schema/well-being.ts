import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, provinces } from './locations.js';

/**
 * Well-being content is written in English (the columns here); other languages live in the
 * `*_translations` tables and are used when the request asks for that language.
 * Trigram (pg_trgm) GIN indexes for the search are created in the custom migration `well_being_search`.
 */
export const wellBeingCategories = pgTable('well_being_categories', {
  id: serial('id').primaryKey(),
  /** natural key and the web app's image key: beauty, mental_health… */
  tag: text('tag').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const wellBeingCategoryTranslations = pgTable(
  'well_being_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => wellBeingCategories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** false for a translation no native speaker has checked yet (the seed's, for one) */
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const wellBeingListings = pgTable(
  'well_being_listings',
  {
    id: serial('id').primaryKey(),
    /** natural key of the seed */
    slug: text('slug').notNull().unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    name: text('name').notNull(),
    image: text('image'),
    workingHours: text('working_hours'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    website: text('website'),
    description: text('description'),
    eligibility: text('eligibility'),
    fees: text('fees'),
    howToAccess: text('how_to_access'),
    disabilitiesAccess: text('disabilities_access'),
    coverageArea: text('coverage_area'),
    language: text('language'),
    documentsRequired: text('documents_required'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('well_being_listings_province_name_idx').on(t.provinceId, t.active, t.name)],
);

export const wellBeingListingCategories = pgTable(
  'well_being_listing_categories',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => wellBeingListings.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => wellBeingCategories.id, { onDelete: 'cascade' }),
    /** order of the category names in cat_name */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.categoryId] }),
    index('well_being_listing_categories_category_idx').on(t.categoryId, t.listingId),
  ],
);

export const wellBeingListingTranslations = pgTable(
  'well_being_listing_translations',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => wellBeingListings.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name'),
    workingHours: text('working_hours'),
    description: text('description'),
    eligibility: text('eligibility'),
    fees: text('fees'),
    howToAccess: text('how_to_access'),
    disabilitiesAccess: text('disabilities_access'),
    coverageArea: text('coverage_area'),
    language: text('language'),
    documentsRequired: text('documents_required'),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.lang] })],
);

/** Articles 1–3 of the well-being pages. `bannerText` and `text` are HTML, sanitised when read. */
export const wellBeingArticles = pgTable('well_being_articles', {
  id: integer('id').primaryKey(),
  header: text('header').notNull(),
  title: text('title').notNull(),
  bannerText: text('banner_text').notNull().default(''),
  text: text('text').notNull().default(''),
});

export const wellBeingArticleTranslations = pgTable(
  'well_being_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => wellBeingArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    header: text('header').notNull(),
    title: text('title').notNull(),
    bannerText: text('banner_text').notNull().default(''),
    text: text('text').notNull().default(''),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/** Texts of the main page (banner_text, halifax_banner_text) per language; HTML, sanitised when read. */
export const wellBeingPageTexts = pgTable(
  'well_being_page_texts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    value: text('value').notNull(),
    reviewed: boolean('reviewed').notNull().default(true),
  },
  (t) => [unique('well_being_page_texts_key_lang').on(t.key, t.lang)],
);
