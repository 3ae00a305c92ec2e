import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@harbour/shared';

export interface BusinessBranch {
  branch_name: string | null;
  address: string;
  lat: number | null;
  lon: number | null;
  hours: WeeklyHours;
}
import { cities, provinces } from './locations.js';
import { purchases } from './payments.js';
import { users } from './users.js';

/**
 * The three public directories of spec 2: services (businesses), jobs and volunteer organisations.
 * Status: 0 pending, 1 published, 2 withdrawn; only 1 is listed.
 * Each of the three tables also has a `search_doc` tsvector column (GIN indexed), kept by triggers and
 * queried with `sql` (modules/search): one of the SQL-only objects listed in `sql-only.ts`.
 */
export const businessCategories = pgTable('business_categories', {
  id: serial('id').primaryKey(),
  /** natural key of the seed */
  slug: text('slug').notNull().unique(),
  /** English; other languages are text_translations rows (field `name`) */
  name: text('name').notNull(),
});

export const volunteerCategories = pgTable('volunteer_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** English; other languages are text_translations rows (field `name`) */
  name: text('name').notNull(),
});

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    /** language the owner wrote the texts in (issue 10); a translation provider may correct it */
    originalLang: text('original_lang').notNull().default('en'),
    /** true when the owner said which language it is in: the provider's detection does not override it */
    originalLangStated: boolean('original_lang_stated').notNull().default(false),
    /** natural key of the seed */
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    /** the owner's keywords and description, in `original_lang` (translations in text_translations) */
    keywords: text('keywords').notNull().default(''),
    businessDescription: text('business_description').notNull().default(''),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    telephone: text('telephone'),
    email: text('email'),
    website: text('website'),
    featured: smallint('featured').notNull().default(0),
    /** per weekday { start: 'HH:MM', end: 'HH:MM' }, null when closed */
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    /** read copy of listing_photos (854 px URLs, in order), for the directory's answers */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    contactPerson: text('contact_person'),
    /** branches of the listing fields: { branch_name, address, lat, lon, hours } */
    branches: jsonb('branches').$type<BusinessBranch[]>().notNull().default([]),
    /** the purchase that pays for it (card or alternate); null for seeded, key-paid or free ones */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** the first city the owner chose (province and time zone); every chosen one is in business_cities */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    status: smallint('status').notNull().default(0),
    listingStartDate: date('listing_start_date').notNull(),
    listingEndDate: date('listing_end_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listed (status 1) in list order, with the listing period: a page and the count of every city read
  // only the index. A city's list joins the cities the owner chose (business_cities) to it: city_id is
  // only the first of them, so businesses_listed_city_idx no longer narrows a city's list.
  (t) => [
    index('businesses_listed_city_idx')
      .on(
        t.cityId,
        t.featured.desc().nullsFirst(),
        t.businessName,
        t.id,
        t.listingStartDate,
        t.listingEndDate,
      )
      .where(sql`${t.status} = 1`),
    index('businesses_listed_idx')
      .on(
        t.featured.desc().nullsFirst(),
        t.businessName,
        t.id,
        t.cityId,
        t.listingStartDate,
        t.listingEndDate,
      )
      .where(sql`${t.status} = 1`),
    index('businesses_user_idx').on(t.userId, t.id),
    uniqueIndex('businesses_purchase_idx')
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    index('businesses_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
  ],
);

export const businessCategoryLinks = pgTable(
  'business_category_links',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => businessCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    index('business_category_links_category_idx').on(t.categoryId, t.businessId),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** language the owner wrote the texts in (issue 10); a translation provider may correct it */
    originalLang: text('original_lang').notNull().default('en'),
    originalLangStated: boolean('original_lang_stated').notNull().default(false),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    hourlyWages: doublePrecision('hourly_wages'),
    /** where the work happens: on site, hybrid, remote… */
    location: text('location'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    employmentType: text('employment_type'),
    numberOfVacancies: integer('number_of_vacancies'),
    languageRequire: text('language_require'),
    educationQualification: text('education_qualification'),
    skillRequired: text('skill_required'),
    jobDescription: text('job_description'),
    howToApply: text('how_to_apply'),
    startDateOfJob: date('start_date_of_job'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => provinces.id),
    status: smallint('status').notNull().default(0),
    postedAt: date('posted_at').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** the paid period; null for seeded jobs, which never expire */
    listingStartDate: date('listing_start_date'),
    listingEndDate: date('listing_end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_listed_city_idx')
      .on(t.cityId, t.postedAt.desc().nullsFirst(), t.jobTitle, t.id)
      .where(sql`${t.status} = 1`),
    index('jobs_listed_idx')
      .on(t.postedAt.desc().nullsFirst(), t.jobTitle, t.id, t.cityId)
      .where(sql`${t.status} = 1`),
    index('jobs_user_idx').on(t.userId, t.id),
    uniqueIndex('jobs_purchase_idx')
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
  ],
);

/**
 * Directory order of "looking for volunteers": Yes, then the waiting list, then Other, then No. The
 * list query orders by this same expression (constants written out, not bound), so it is served by
 * `volunteer_organizations_listed_idx`.
 */
export const volunteerListRank = (column: AnyPgColumn | SQL) =>
  sql`(case ${column} when 0 then 0 when 2 then 1 when 3 then 2 else 3 end)`;

export const volunteerOrganizations = pgTable(
  'volunteer_organizations',
  {
    id: serial('id').primaryKey(),
    /** language the owner wrote the texts in (issue 10); a translation provider may correct it */
    originalLang: text('original_lang').notNull().default('en'),
    originalLangStated: boolean('original_lang_stated').notNull().default(false),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orgName: text('org_name').notNull(),
    orgDescription: text('org_description'),
    descriptionOrgNeeds: text('description_org_needs'),
    orgMission: text('org_mission'),
    note: text('note'),
    /** the listing fields: 0 Yes, 1 No, 2 Adding names to waiting list, 3 Other (`LOOKING_FOR_VOLUNTEER_OPTIONS`) */
    lookingForVolunteer: smallint('looking_for_volunteer').notNull().default(1),
    address: text('address'),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** read copy of the main listing_photos row */
    image: text('image'),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listed in directory order (`volunteerListRank`, name, id). The plain column comes last so a page
  // is still an index-only scan: PostgreSQL reads an expression's columns from the index, not the row.
  (t) => [
    index('volunteer_organizations_listed_idx')
      .on(volunteerListRank(t.lookingForVolunteer), t.orgName, t.id, t.lookingForVolunteer)
      .where(sql`${t.status} = 1`),
    index('volunteer_organizations_user_idx').on(t.userId, t.id),
  ],
);

export const volunteerOrganizationCities = pgTable(
  'volunteer_organization_cities',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => volunteerOrganizations.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.cityId] }),
    index('volunteer_organization_cities_city_idx').on(t.cityId, t.orgId),
  ],
);

export const volunteerCategoryLinks = pgTable(
  'volunteer_category_links',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => volunteerOrganizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => volunteerCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.categoryId] }),
    index('volunteer_category_links_category_idx').on(t.categoryId, t.orgId),
  ],
);
