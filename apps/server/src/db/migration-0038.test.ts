import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as coupons from '../modules/coupons/coupons.service.js';
import * as content from '../modules/content/content.service.js';
import { findIds } from '../modules/directory/directory.repository.js';
import * as lookups from '../modules/lookups/lookups.service.js';
import * as packages from '../modules/packages/packages.service.js';
import { rowsOf, type Database } from './client.js';
import { databaseBefore, insertCornwall, type DatabaseBefore } from '../test/migrations-before.js';
import { sourceHash } from './text-translations.js';

/*
 * Migration 0038 on a database at 0037 (English and French columns in categories, packages and plans;
 * sponsors' and coupons' `description_en`; the seed's fields `nameEn` / `descriptionEn`): every text reads
 * the same after it, and a listing is still found by its category's French name.
 */

let database: Database;
let before: DatabaseBefore;
const today = '2030-06-01';
let ids: Record<string, number>;

const one = (query: ReturnType<typeof sql>) => before.one(query);

beforeAll(async () => {
  before = await databaseBefore('0038_columns_translations');
  database = before.database;
  const db = database.db;
  const cityId = await insertCornwall(before);
  ids = {
    food: await one(sql`insert into business_categories (slug, cat_name_en, cat_name_fr)
      values ('food', 'Food & Groceries', 'Capybaresque épicerie') returning id`),
    legal: await one(sql`insert into business_categories (slug, cat_name_en, cat_name_fr)
      values ('legal', 'Legal & Immigration', 'Juridique') returning id`),
    youth: await one(sql`insert into volunteer_categories (slug, cat_name_en, cat_name_fr)
      values ('youth', 'Youth & Children', 'Wombatjeunesse') returning id`),
    pkg: await one(sql`insert into packages (code, product, name_en, name_fr, description_en, description_fr,
        price_cents) values ('business-1m', 'business', '1 Month', '1 mois', 'One month.', 'Un mois.', 2900)
      returning id`),
    plan: await one(sql`insert into business_plans (code, name_en, name_fr, plan_scheme, price_cents)
      values ('nupost-50', 'Starter', 'Démarrage', 'monthly', 0) returning id`),
    sponsor: await one(sql`insert into sponsors (slug, name, description_en)
      values ('upei', 'UPEI', 'A university.') returning id`),
    coupon: await one(sql`insert into coupons (business_name, description_en, coupon_code, expire_at)
      values ('Island Bean', '10% off drinks', 'T-BEAN', now() + interval '30 days') returning id`),
  };
  ids.service = await one(sql`insert into businesses (slug, business_name, hours, city_id, status,
      listing_start_date, listing_end_date) values ('bean', 'Island Bean', '{}'::jsonb, ${cityId}, 1,
      '2020-01-01', '2099-01-01') returning id`);
  await db.execute(sql`insert into business_category_links (business_id, category_id)
    values (${ids.service}, ${ids.food})`);
  ids.org = await one(sql`insert into volunteer_organizations (slug, org_name, status)
    values ('helpers', 'Island Helpers', 1) returning id`);
  await db.execute(
    sql`insert into volunteer_category_links (org_id, category_id) values (${ids.org}, ${ids.youth})`,
  );
  // what the seed wrote before: French reviewed by hand for one category, Arabic under the old field names
  const hash = (text: string) => sourceHash(text);
  await db.execute(sql`insert into text_translations
    (entity, entity_id, field, lang, text, origin, reviewed, source_hash) values
    ('business_category', ${ids.legal}, 'name', 'fr', 'Droit et immigration', 'site', true,
      ${hash('Legal & Immigration')}),
    ('package', ${ids.pkg}, 'nameEn', 'ar', 'شهر واحد', 'site', false, ${hash('1 Month')}),
    ('package', ${ids.pkg}, 'descriptionEn', 'ar', 'شهر.', 'site', false, ${hash('One month.')}),
    ('business_plan', ${ids.plan}, 'nameEn', 'ar', 'البداية', 'site', false, ${hash('Starter')}),
    ('coupon', ${ids.coupon}, 'descriptionEn', 'ar', 'خصم 10%', 'site', false, ${hash('10% off drinks')}),
    ('coupon', ${ids.coupon}, 'restrictionUse', 'ar', 'واحدة', 'site', false, ${hash('')}),
    ('sponsor', ${ids.sponsor}, 'description', 'fr', 'Une université.', 'site', false, ${hash('A university.')})`);
  const ledger = JSON.stringify({
    [`package\n${ids.pkg}\nnameEn\nar`]: 'fp-name',
    [`package\n${ids.pkg}\nx\nar`]: 'x',
  });
  await db.execute(
    sql`insert into app_meta (key, value) values ('seed_rows:text_translations:package', ${ledger})`,
  );
  await database.migrate();
}, 120_000);

afterAll(() => before.close());

describe('migration 0038: columns per language → text_translations', () => {
  it('reads the same category names in English and French, a reviewed French name kept', async () => {
    const names = async (lang: 'en' | 'fr') =>
      (await lookups.businessCategories(database.db, lang)).map((c) => c.cat_name);
    expect(await names('en')).toEqual(['Food & Groceries', 'Legal & Immigration']);
    expect(await names('fr')).toEqual(['Capybaresque épicerie', 'Droit et immigration']);
    const volunteer = await lookups.volunteerCategories(database.db, 'fr');
    expect(volunteer.map((c) => c.cat_name)).toEqual(['Wombatjeunesse']);
  });

  it('reads the same packages, plans, sponsors and coupons in English, French and Arabic', async () => {
    const db = database.db;
    const [en] = await packages.listingPackages(db, 'business', 'en');
    expect(en).toMatchObject({ package_name: '1 Month', package_description: 'One month.', period_count: 1 });
    const [fr] = await packages.listingPackages(db, 'business', 'fr');
    expect(fr).toMatchObject({ package_name: '1 mois', package_description: 'Un mois.' });
    const [ar] = await packages.listingPackages(db, 'business', 'ar');
    expect(ar).toMatchObject({ package_name: 'شهر واحد', package_description: 'شهر.' });
    expect((await packages.nuPostPlans(db, 'fr')).map((p) => p.plan_name)).toEqual(['Démarrage']);
    expect((await packages.nuPostPlans(db, 'ar')).map((p) => p.plan_name)).toEqual(['البداية']);
    expect((await content.sponsorList(db, 'en'))[0]!.description).toBe('A university.');
    expect((await content.sponsorList(db, 'fr'))[0]!.description).toBe('Une université.');
    expect((await coupons.getCoupons(db, {}, null, 'en'))[0]!.description_en).toBe('10% off drinks');
    expect((await coupons.getCoupons(db, {}, null, 'ar'))[0]!.description_en).toBe('خصم 10%');
  });

  it('finds a service and an organisation by their category’s French name', async () => {
    const finds = async (type: 'service' | 'volunteer', search: string) =>
      (await findIds(database.db, { type, cityIds: null, search, lang: 'fr', limit: 10, offset: 0, today }))
        .ids;
    expect(await finds('service', 'capybaresque')).toEqual([ids.service]);
    expect(await finds('service', 'groceries')).toEqual([ids.service]);
    expect(await finds('volunteer', 'wombatjeunesse')).toEqual([ids.org]);
  });

  it('stores each French text with origin site, unreviewed, and the hash of its English original', async () => {
    const rows = rowsOf<{
      entity: string;
      field: string;
      text: string;
      reviewed: boolean;
      source_hash: string;
    }>(
      await database.db.execute(sql`select entity, field, text, reviewed, source_hash from text_translations
        where lang = 'fr' and origin = 'site' order by entity, field, text`),
    );
    expect(rows.map((r) => `${r.entity} ${r.field} ${r.text}`)).toEqual([
      'business_category name Capybaresque épicerie',
      'business_category name Droit et immigration',
      'business_plan name Démarrage',
      'package description Un mois.',
      'package name 1 mois',
      'sponsor description Une université.',
      'volunteer_category name Wombatjeunesse',
    ]);
    expect(rows.filter((r) => r.reviewed).map((r) => r.text)).toEqual(['Droit et immigration']);
    expect(rows.find((r) => r.text === 'Un mois.')!.source_hash).toBe(sourceHash('One month.'));
  });

  it('renames the seed’s fields and their ledger entries after the new columns', async () => {
    const fields = rowsOf<{ field: string }>(
      await database.db.execute(sql`select distinct field from text_translations
        where entity in ('package', 'business_plan', 'coupon') order by field`),
    );
    // migrated to the end: 0039 renames the coupon's restrictionUse
    expect(fields.map((f) => f.field)).toEqual(['description', 'name', 'restriction_use']);
    const [ledger] = rowsOf<{ value: string }>(
      await database.db.execute(
        sql`select value from app_meta where key = 'seed_rows:text_translations:package'`,
      ),
    );
    expect(JSON.parse(ledger!.value)).toEqual({
      [`package\n${ids.pkg}\nname\nar`]: 'fp-name',
      [`package\n${ids.pkg}\nx\nar`]: 'x',
    });
  });
});
