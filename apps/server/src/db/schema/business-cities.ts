import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { businesses } from './directory.js';
import { cities } from './locations.js';

/** The cities a business is listed in (the owner's choice); the directory filters on these. */
export const businessCities = pgTable(
  'business_cities',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    // Copies of the business's list columns and the city's province, kept by triggers (migration 0015):
    // a city's or province's page and count read this table's index only. The application never writes them.
    status: smallint('status').notNull().default(0),
    featured: smallint('featured').notNull().default(0),
    businessName: text('business_name').notNull().default(''),
    listingStartDate: date('listing_start_date'),
    listingEndDate: date('listing_end_date'),
    provinceId: integer('province_id'),
    /** one row per business and province (its lowest city there): the province-wide list reads these */
    firstInProvince: boolean('first_in_province').notNull().default(false),
  },
  (t) => {
    // a fresh list per index: `desc()` marks the column object it is called on
    const listed = () =>
      [
        t.featured.desc().nullsFirst(),
        t.businessName,
        t.businessId,
        t.listingStartDate,
        t.listingEndDate,
      ] as const;
    return [
      primaryKey({ columns: [t.businessId, t.cityId] }),
      index('business_cities_city_idx').on(t.cityId, t.businessId),
      index('business_cities_listed_idx')
        .on(t.cityId, ...listed())
        .where(sql`${t.status} = 1`),
      index('business_cities_listed_province_idx')
        .on(t.provinceId, ...listed())
        .where(sql`${t.status} = 1 and ${t.firstInProvince}`),
    ];
  },
);
