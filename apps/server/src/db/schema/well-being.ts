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
} from 'drizzle-orm/pg-core';
import { cities, provinces } from './locations.js';

/**
 * Well-being content is written in English (the columns here); other languages are rows of
 * `text_translations` (entities `well_being_category`, `well_being_listing`, `well_being_article`,
 * `well_being_page`; field: the column's name), read with English as the per-field fallback.
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

/** Articles 1–3 of the well-being pages. `bannerText` and `text` are HTML, sanitised when read. */
export const wellBeingArticles = pgTable('well_being_articles', {
  id: integer('id').primaryKey(),
  header: text('header').notNull(),
  title: text('title').notNull(),
  bannerText: text('banner_text').notNull().default(''),
  text: text('text').notNull().default(''),
});

/**
 * The main page's partner banners (one row, id 1: PEI's `banner_text`, Nova Scotia's
 * `halifax_banner_text`); HTML, sanitised when read.
 */
/** The one row of `well_being_pages` (and its `entity_id` in text_translations). */
export const WELL_BEING_PAGE_ID = 1;

export const wellBeingPages = pgTable('well_being_pages', {
  id: integer('id').primaryKey(),
  bannerText: text('banner_text').notNull().default(''),
  halifaxBannerText: text('halifax_banner_text').notNull().default(''),
});

/** key in the schema → the column's name in the database, which is a translation's `field` */
const fieldsOf = <K extends string>(table: Record<K, { name: string }>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, table[k].name])) as Record<K, string>;

/** The `text_translations` entity of each well-being table and its translated columns. */
export const WELL_BEING_TRANSLATED = {
  category: {
    entity: 'well_being_category',
    fields: fieldsOf(wellBeingCategories, ['name', 'description']),
  },
  listing: {
    entity: 'well_being_listing',
    fields: fieldsOf(wellBeingListings, [
      'name',
      'workingHours',
      'description',
      'eligibility',
      'fees',
      'howToAccess',
      'disabilitiesAccess',
      'coverageArea',
      'language',
      'documentsRequired',
    ]),
  },
  article: {
    entity: 'well_being_article',
    fields: fieldsOf(wellBeingArticles, ['header', 'title', 'bannerText', 'text']),
  },
  page: { entity: 'well_being_page', fields: fieldsOf(wellBeingPages, ['bannerText', 'halifaxBannerText']) },
} as const;
