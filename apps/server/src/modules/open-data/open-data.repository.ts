import { and, asc, count, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  cities,
  countries,
  provinces,
} from '../../db/schema/index.js';
import { PUBLISHED } from '../directory/index.js';

/** The directory's visibility rule for services: published, and today inside the listing period. */
function published(today: string): SQL {
  return and(
    eq(businesses.status, PUBLISHED),
    lte(businesses.listingStartDate, today),
    gte(businesses.listingEndDate, today),
  )!;
}

/** A listing has a location when it has a street address or both coordinates. */
const hasLocation = or(
  sql`btrim(coalesce(${businesses.address}, '')) <> ''`,
  and(isNotNull(businesses.lat), isNotNull(businesses.lon)),
)!;

const summaryColumns = {
  id: businesses.id,
  name: businesses.businessName,
  description: businesses.businessDescription,
  email: businesses.email,
  website: businesses.website,
  telephone: businesses.telephone,
  address: businesses.address,
  lat: businesses.lat,
  lon: businesses.lon,
};

export interface PageQuery {
  today: string;
  limit: number;
  offset: number;
  /** only listings with a location (for service_at_locations) */
  withLocation?: boolean;
}

/** One page of published services in id order, and their total: two queries. */
export async function publishedPage(db: Db, q: PageQuery) {
  const where = q.withLocation ? and(published(q.today), hasLocation) : published(q.today);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One published service with its weekly hours and where it is (city, province, country). */
export async function publishedById(db: Db, id: number, today: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      hours: businesses.hours,
      city: cities.name,
      allProvince: cities.allProvince,
      province: provinces.name,
      provinceCode: provinces.code,
      country: countries.code,
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .innerJoin(countries, eq(countries.id, provinces.countryId))
    .where(and(eq(businesses.id, id), published(today)))
    .limit(1);
  return row ?? null;
}

/** English category names of some services, in the order the owner chose. */
export function categoriesOf(db: Db, ids: number[]) {
  return db
    .select({
      businessId: businessCategoryLinks.businessId,
      id: businessCategories.id,
      slug: businessCategories.slug,
      name: businessCategories.name,
    })
    .from(businessCategoryLinks)
    .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
    .where(inArray(businessCategoryLinks.businessId, ids))
    .orderBy(asc(businessCategoryLinks.position), asc(businessCategories.id));
}

export type SummaryRow = Awaited<ReturnType<typeof publishedPage>>['rows'][number];
export type DetailRow = NonNullable<Awaited<ReturnType<typeof publishedById>>>;
export type CategoryRow = Awaited<ReturnType<typeof categoriesOf>>[number];
