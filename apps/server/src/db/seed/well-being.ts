import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  cities,
  provinces,
  wellBeingArticles,
  wellBeingCategories,
  wellBeingListingCategories,
  wellBeingListings,
  wellBeingPages,
  WELL_BEING_PAGE_ID,
} from '../schema/index.js';
import { ARTICLES, PAGE } from './well-being-articles.js';
import { CATEGORIES, CATEGORY_IMAGES, COVERAGE, KINDS } from './well-being-content.js';
import { LISTINGS } from './well-being-listings.js';
import { languageNames } from './long-content/language-names.js';

export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Categories are reference data: always seeded. Natural key: tag. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  await db
    .insert(wellBeingCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        tag: c.tag,
        name: c.name,
        description: c.description,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: wellBeingCategories.tag });
  const rows = await db
    .select({ id: wellBeingCategories.id, tag: wellBeingCategories.tag })
    .from(wellBeingCategories);
  const idByTag = new Map(rows.map((r) => [r.tag, r.id]));
  return idByTag;
}

/** Demo listings (natural key: slug of the name) and their categories. */
async function seedListings(db: Db, idByTag: Map<string, number>): Promise<void> {
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const provinceId = new Map(provinceRows.map((r) => [r.code, r.id]));
  const cityRows = await db
    .select({ id: cities.id, provinceId: cities.provinceId, name: cities.name })
    .from(cities);
  const cityId = (province: number, name: string) =>
    cityRows.find((c) => c.provinceId === province && c.name === name)?.id ?? null;

  const prepared = LISTINGS.map(([kind, name, code, city, address, lat, lon, phone, langs = ['en']]) => {
    const k = KINDS[kind];
    const province = provinceId.get(code);
    if (!k || province === undefined) throw new Error(`seedWellBeing: unknown kind or province for ${name}`);
    const slug = slugOf(name);
    const imageTag = k.categories.find((t) => CATEGORY_IMAGES.has(t));
    return {
      kind: k,
      slug,
      row: {
        slug,
        provinceId: province,
        cityId: cityId(province, city),
        name,
        image: imageTag ? `/well-being/${imageTag}.svg` : null,
        workingHours: k.workingHours,
        phoneNumber: phone,
        address,
        lat,
        lon,
        website: `https://${slug}.example.com`,
        description: k.description,
        eligibility: k.eligibility,
        fees: k.fees,
        howToAccess: k.howToAccess,
        disabilitiesAccess: k.disabilitiesAccess,
        coverageArea: COVERAGE.replace('{city}', city),
        language: languageNames(langs, 'en'),
        documentsRequired: k.documentsRequired,
      },
    };
  });

  await db
    .insert(wellBeingListings)
    .values(prepared.map((p) => p.row))
    .onConflictDoNothing();
  const ids = await db
    .select({ id: wellBeingListings.id, slug: wellBeingListings.slug })
    .from(wellBeingListings)
    .where(
      inArray(
        wellBeingListings.slug,
        prepared.map((p) => p.slug),
      ),
    );
  const idBySlug = new Map(ids.map((r) => [r.slug, r.id]));

  await db
    .insert(wellBeingListingCategories)
    .values(
      prepared.flatMap((p) =>
        p.kind.categories.map((tag, position) => ({
          listingId: idBySlug.get(p.slug)!,
          categoryId: idByTag.get(tag)!,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** Articles 1–3 (natural key: id) and the main page's banners, in English. */
async function seedArticles(db: Db): Promise<void> {
  await db
    .insert(wellBeingArticles)
    .values(
      ARTICLES.map((a) => ({
        id: a.id,
        header: a.header,
        title: a.title,
        bannerText: a.bannerText,
        text: a.text,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(wellBeingPages)
    .values({ id: WELL_BEING_PAGE_ID, ...PAGE })
    .onConflictDoNothing();
}

/** Idempotent; runs after the locations seed. Categories always, listings and articles as demo content. */
export async function seedWellBeing(db: Db, opts: { demo: boolean }): Promise<void> {
  const idByTag = await seedCategories(db);
  if (!opts.demo) return;
  await seedListings(db, idByTag);
  await seedArticles(db);
}
