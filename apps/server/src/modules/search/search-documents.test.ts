import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  cities,
  jobs,
  textTranslations,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizations,
  wellBeingCategories,
  wellBeingListingCategories,
  wellBeingListings,
} from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK } from '../../test/listings.js';
import { upsertTranslations } from '../../db/text-translations.js';
import { findIds } from '../directory/directory.repository.js';
import { findListingIds } from '../well-being/well-being.repository.js';
import { wordVariants } from './typos.js';

/** Every write path keeps the listing's search document current: the triggers of migration 0014. */
let app: FastifyInstance;
let cityId: number;
let provinceId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const [c] = await app.db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.name, 'Cornwall'));
  cityId = c!.id;
  provinceId = c!.provinceId;
});
afterAll(() => app.close());

const today = '2030-06-01';
const finds = async (type: 'service' | 'job' | 'volunteer', search: string, lang = 'en') =>
  (await findIds(app.db, { type, cityIds: null, search, lang, limit: 50, offset: 0, today })).ids;
const findsWellBeing = async (search: string) =>
  (await findListingIds(app.db, { stateId: provinceId, categoryId: null, search, limit: 50, offset: 0 })).ids;

async function service(slug: string, name: string) {
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug,
      businessName: name,
      businessDescription: 'Open every day.',
      hours: CLOSED_WEEK,
      cityId,
      status: 1,
      listingStartDate: '2020-01-01',
      listingEndDate: '2099-01-01',
    })
    .returning({ id: businesses.id });
  return row!.id;
}

const translation = (entity: string, entityId: number, field: string, lang: string, text: string) => ({
  entity,
  entityId,
  field,
  lang,
  text,
  origin: 'machine' as const,
  original: 'x',
});

describe('search documents follow the data', () => {
  it('a listing registered is found; edited, its old word is gone and its new word found', async () => {
    const id = await service('doc-edit', 'Quokkabrook Ferries');
    expect(await finds('service', 'quokkabrook')).toEqual([id]);
    await app.db.update(businesses).set({ businessName: 'Wombatvale Ferries' }).where(eq(businesses.id, id));
    expect(await finds('service', 'quokkabrook')).toEqual([]);
    expect(await finds('service', 'wombatvale')).toEqual([id]);
    // the new word joined the lexicon: a typo of it finds the listing
    expect(await finds('service', 'wombatvle')).toEqual([id]);
    await app.db.update(businesses).set({ address: '12 Kelpie Lane, Cornwall' }).where(eq(businesses.id, id));
    expect(await finds('service', 'kelpie')).toEqual([id]);
  });

  it('a category linked, renamed or unlinked changes what finds the service', async () => {
    const id = await service('doc-cat', 'Marmotfield Services');
    const [cat] = await app.db.select().from(businessCategories).limit(1);
    await app.db.insert(businessCategoryLinks).values({ businessId: id, categoryId: cat!.id });
    expect(await finds('service', `marmotfield ${cat!.name}`)).toEqual([id]);
    await app.db
      .update(businessCategories)
      .set({ name: 'Capybaresque' })
      .where(eq(businessCategories.id, cat!.id));
    expect(await finds('service', 'marmotfield capybaresque')).toEqual([id]);
    await upsertTranslations(app.db, [translation('business_category', cat!.id, 'name', 'ar', 'فئةتجريبية')]);
    expect(await finds('service', 'marmotfield فئةتجريبية', 'ar')).toEqual([id]);
    await app.db.delete(businessCategoryLinks).where(eq(businessCategoryLinks.businessId, id));
    expect(await finds('service', 'marmotfield capybaresque')).toEqual([]);
    await app.db
      .update(businessCategories)
      .set({ name: cat!.name })
      .where(eq(businessCategories.id, cat!.id));
  });

  it('a translation written, replaced by its owner or removed changes what finds the listing', async () => {
    const id = await service('doc-tr', 'Echidnaport Repairs');
    await upsertTranslations(app.db, [
      translation('service', id, 'businessDescriptionEn', 'fr', 'Réparations rapides'),
    ]);
    expect(await finds('service', 'réparations', 'fr')).toContain(id);
    await upsertTranslations(app.db, [
      { ...translation('service', id, 'businessDescriptionEn', 'fr', 'Dépannage express'), origin: 'owner' },
    ]);
    expect(await finds('service', 'dépannage', 'fr')).toEqual([id]);
    expect(await finds('service', 'echidnaport réparations', 'fr')).toEqual([]);
    await upsertTranslations(app.db, [
      translation('service', id, 'businessDescriptionEn', 'zh', '我们修理自行车和滑板车'),
    ]);
    expect(await finds('service', '自行车', 'zh')).toEqual([id]);
    await app.db.delete(textTranslations).where(eq(textTranslations.entityId, id));
    expect(await finds('service', 'dépannage', 'fr')).toEqual([]);
  });

  it('jobs and volunteer organisations: registered, edited, translated, categorised', async () => {
    const [job] = await app.db
      .insert(jobs)
      .values({
        slug: 'doc-job',
        jobTitle: 'Platypus Keeper',
        companyName: 'Numbat Zoo',
        cityId,
        stateId: provinceId,
        status: 1,
        postedAt: '2025-01-01',
      })
      .returning({ id: jobs.id });
    expect(await finds('job', 'platypus numbat')).toEqual([job!.id]);
    await app.db.update(jobs).set({ jobTitle: 'Bilby Keeper' }).where(eq(jobs.id, job!.id));
    expect(await finds('job', 'platypus')).toEqual([]);
    await upsertTranslations(app.db, [translation('job', job!.id, 'jobTitle', 'es', 'Cuidador de bilbis')]);
    expect(await finds('job', 'cuidador', 'es')).toEqual([job!.id]);

    const [org] = await app.db
      .insert(volunteerOrganizations)
      .values({ slug: 'doc-org', orgName: 'Dingo Friends', status: 1 })
      .returning({ id: volunteerOrganizations.id });
    expect(await finds('volunteer', 'dingo')).toEqual([org!.id]);
    await app.db
      .update(volunteerOrganizations)
      .set({ orgMission: 'Wallaroo rescue' })
      .where(eq(volunteerOrganizations.id, org!.id));
    expect(await finds('volunteer', 'wallaroo')).toEqual([org!.id]);
    const [cat] = await app.db.select().from(volunteerCategories).limit(1);
    await app.db.insert(volunteerCategoryLinks).values({ orgId: org!.id, categoryId: cat!.id });
    expect(await finds('volunteer', `dingo ${cat!.name}`)).toEqual([org!.id]);
  });

  it('well-being: a listing, its translations, categories and their translations', async () => {
    const [listing] = await app.db
      .insert(wellBeingListings)
      .values({ slug: 'doc-wb', provinceId, name: 'Koalaburn Wellness', description: 'Quiet rooms.' })
      .returning({ id: wellBeingListings.id });
    const id = listing!.id;
    expect(await findsWellBeing('koalaburn')).toEqual([id]);
    await app.db
      .update(wellBeingListings)
      .set({ description: 'Tranquil rooms.' })
      .where(eq(wellBeingListings.id, id));
    expect(await findsWellBeing('koalaburn quiet')).toEqual([]);
    expect(await findsWellBeing('koalaburn tranquil')).toEqual([id]);
    const translation = { entityId: id, field: 'description', lang: 'fr', origin: 'site', sourceHash: 'x' };
    await app.db
      .insert(textTranslations)
      .values({ ...translation, entity: 'well_being_listing', text: 'Salles calmes' });
    expect(await findsWellBeing('koalaburn salles')).toEqual([id]);
    await app.db
      .update(textTranslations)
      .set({ text: 'Pièces sereines' })
      .where(and(eq(textTranslations.entity, 'well_being_listing'), eq(textTranslations.entityId, id)));
    expect(await findsWellBeing('koalaburn salles')).toEqual([]);
    expect(await findsWellBeing('koalaburn sereines')).toEqual([id]);
    const [cat] = await app.db.select().from(wellBeingCategories).limit(1);
    await app.db.insert(wellBeingListingCategories).values({ listingId: id, categoryId: cat!.id });
    expect(await findsWellBeing(`koalaburn ${cat!.name}`)).toEqual([id]);
    await app.db
      .insert(textTranslations)
      .values({
        ...translation,
        entity: 'well_being_category',
        entityId: cat!.id,
        field: 'name',
        lang: 'xx',
        text: 'Quendaqua',
      })
      .onConflictDoNothing();
    expect(await findsWellBeing('koalaburn quendaqua')).toEqual([id]);
    // a translation of a field the search does not read leaves the document as it was
    await app.db
      .insert(textTranslations)
      .values({ ...translation, entity: 'well_being_listing', field: 'fees', text: 'Gratuitement' });
    expect(await findsWellBeing('koalaburn gratuitement')).toEqual([]);
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'well_being_category'),
          eq(textTranslations.entityId, cat!.id),
          eq(textTranslations.lang, 'xx'),
        ),
      );
    expect(await findsWellBeing('koalaburn quendaqua')).toEqual([]);
  });

  it('the lexicon gives a word the variants the query side computes', async () => {
    for (const word of ['halal', 'pharmacy', 'physiotherapy', 'école']) {
      const rows = rowsOf<{ variant: string }>(
        await app.db.execute(sql`select variant from search_word_variants(array[${word}]::text[])`),
      );
      expect(new Set(rows.map((r) => r.variant)), word).toEqual(new Set(wordVariants(word)));
    }
  });
});
