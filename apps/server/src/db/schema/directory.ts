import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@harbour/shared';
import { cities, provinces } from './locations.js';
import { users } from './users.js';

/**
 * The three public directories of spec 2: services (businesses), jobs and volunteer organisations.
 * Status: 0 pending, 1 published, 2 withdrawn; only 1 is listed.
 * Each of the three tables also has a generated `search_vector` tsvector column (GIN indexed) and
 * trigram GIN indexes, created in the custom migration `directory_search` (not declared here, so
 * Drizzle never tries to drop them).
 */
export const businessCategories = pgTable('business_categories', {
  id: serial('id').primaryKey(),
  /** natural key of the seed */
  slug: text('slug').notNull().unique(),
  catNameEn: text('cat_name_en').notNull(),
  catNameFr: text('cat_name_fr').notNull(),
});

export const volunteerCategories = pgTable('volunteer_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  catNameEn: text('cat_name_en').notNull(),
  catNameFr: text('cat_name_fr').notNull(),
});

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    /** natural key of the seed */
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    keywordsEn: text('keywords_en').notNull().default(''),
    businessDescriptionEn: text('business_description_en').notNull().default(''),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    telephone: text('telephone'),
    email: text('email'),
    website: text('website'),
    featured: smallint('featured').notNull().default(0),
    /** per weekday { start: 'HH:MM', end: 'HH:MM' }, null when closed */
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    status: smallint('status').notNull().default(0),
    listingStartDate: date('listing_start_date').notNull(),
    listingEndDate: date('listing_end_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listed (status 1) in list order, with the listing period: a city's page and its count read only
  // the index, and so do a page and the count of every city.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_listed_city_idx')
      .on(t.cityId, t.postedAt.desc().nullsFirst(), t.jobTitle, t.id)
      .where(sql`${t.status} = 1`),
    index('jobs_listed_idx')
      .on(t.postedAt.desc().nullsFirst(), t.jobTitle, t.id, t.cityId)
      .where(sql`${t.status} = 1`),
  ],
);

export const volunteerOrganizations = pgTable(
  'volunteer_organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orgName: text('org_name').notNull(),
    orgDescription: text('org_description'),
    descriptionOrgNeeds: text('description_org_needs'),
    orgMission: text('org_mission'),
    note: text('note'),
    /** 0 not now, 1 occasionally, 2 regularly, 3 urgently */
    lookingForVolunteer: smallint('looking_for_volunteer').notNull().default(0),
    address: text('address'),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    image: text('image'),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('volunteer_organizations_listed_idx')
      .on(t.lookingForVolunteer.desc().nullsFirst(), t.orgName, t.id)
      .where(sql`${t.status} = 1`),
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
