import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as coupons from '../modules/coupons/coupons.service.js';
import { loadListings } from '../modules/directory/directory-load.js';
import { findIds } from '../modules/directory/directory.repository.js';
import { listOwnedBusinesses } from '../modules/listing-business/listing-business.service.js';
import { rowsOf, type Database } from './client.js';
import { databaseBefore, insertCornwall, type DatabaseBefore } from '../test/migrations-before.js';
import { sourceHash } from './text-translations.js';

/*
 * Migration 0039 on a database at 0038 (a business's owner texts in `keywords_en` / `business_description_en`,
 * here in French; a coupon's translated restriction under the seed's field `restrictionUse`): the API reads
 * the same texts after it, the search finds the business by its keywords, old and newly written.
 */

let database: Database;
let before: DatabaseBefore;
const today = '2030-06-01';
const KEYWORDS = 'boulangerie croissanterie viennoiseries';
const DESCRIPTION = 'Pain au levain cuit chaque matin.';
let ids: Record<string, number>;

const one = (query: ReturnType<typeof sql>) => before.one(query);

beforeAll(async () => {
  before = await databaseBefore('0039_owner_text_columns');
  database = before.database;
  const db = database.db;
  const cityId = await insertCornwall(before);
  const userId = await one(sql`insert into users (email, password_hash, first_name, last_name)
    values ('owner@example.test', 'x', 'Anne', 'Blanc') returning id`);
  ids = {
    user: userId,
    service: await one(sql`insert into businesses (slug, original_lang, user_id, business_name, keywords_en,
        business_description_en, hours, city_id, status, listing_start_date, listing_end_date)
      values ('fournil', 'fr', ${userId}, 'Le Fournil', ${KEYWORDS}, ${DESCRIPTION}, '{}'::jsonb, ${cityId}, 1,
        '2020-01-01', '2099-01-01') returning id`),
    coupon:
      await one(sql`insert into coupons (business_name, description, restriction_use, coupon_code, expire_at)
      values ('Le Fournil', '10% off bread', 'One per visit', 'T-PAIN', now() + interval '30 days') returning id`),
  };
  await db.execute(
    sql`insert into business_cities (business_id, city_id) values (${ids.service}, ${cityId})`,
  );
  await db.execute(sql`insert into text_translations
    (entity, entity_id, field, lang, text, origin, reviewed, source_hash) values
    ('coupon', ${ids.coupon}, 'description', 'ar', 'خصم 10% على الخبز', 'site', false, ${sourceHash('10% off bread')}),
    ('coupon', ${ids.coupon}, 'restrictionUse', 'ar', 'واحد لكل زيارة', 'site', false, ${sourceHash('One per visit')})`);
  const ledger = JSON.stringify({
    [`coupon\n${ids.coupon}\nrestrictionUse\nar`]: 'fp-restriction',
    [`coupon\n${ids.coupon}\ndescription\nar`]: 'fp-description',
  });
  await db.execute(
    sql`insert into app_meta (key, value) values ('seed_rows:text_translations:coupon', ${ledger})`,
  );
  await database.migrate();
}, 120_000);

afterAll(() => before.close());

const finds = async (search: string) =>
  (
    await findIds(database.db, {
      type: 'service',
      cityIds: null,
      search,
      lang: 'fr',
      limit: 10,
      offset: 0,
      today,
    })
  ).ids;

describe('migration 0039: owner texts without _en, the coupon field restriction_use', () => {
  it('answers the owner the same keywords_en and business_description_en', async () => {
    const { businessList } = await listOwnedBusinesses(database.db, ids.user!, { page_no: 1, offset: 10 });
    expect(businessList.map((b) => [b.keywords_en, b.business_description_en])).toEqual([
      [KEYWORDS, DESCRIPTION],
    ]);
  });

  it('shows readers the same keywords and description in the directory', async () => {
    const [detail] = await loadListings(database.db, 'service', [ids.service!], 'fr', today);
    expect(detail).toMatchObject({ keywords: KEYWORDS, business_description: DESCRIPTION });
  });

  it('finds the business by a keyword, and by one written after the migration', async () => {
    expect(await finds('croissanterie')).toEqual([ids.service]);
    await database.db.execute(sql`update businesses set keywords = 'pâtisserie macarons'
      where id = ${ids.service}`);
    expect(await finds('macarons')).toEqual([ids.service]);
    expect(await finds('croissanterie')).toEqual([]);
  });

  it('leaves no function reading the old columns', async () => {
    const stale = rowsOf<{ proname: string }>(
      await database.db.execute(sql`select proname from pg_proc
        where prosrc like '%keywords\\_en%' or prosrc like '%business\\_description\\_en%'`),
    );
    expect(stale).toEqual([]);
  });

  it('reads the coupon’s Arabic restriction under restriction_use, its ledger entry renamed', async () => {
    const [coupon] = await coupons.getCoupons(database.db, {}, null, 'ar');
    expect(coupon).toMatchObject({ description_en: 'خصم 10% على الخبز', restriction_use: 'واحد لكل زيارة' });
    const fields = rowsOf<{ field: string }>(
      await database.db.execute(
        sql`select field from text_translations where entity = 'coupon' order by field`,
      ),
    );
    expect(fields.map((f) => f.field)).toEqual(['description', 'restriction_use']);
    const [ledger] = rowsOf<{ value: string }>(
      await database.db.execute(
        sql`select value from app_meta where key = 'seed_rows:text_translations:coupon'`,
      ),
    );
    expect(JSON.parse(ledger!.value)).toEqual({
      [`coupon\n${ids.coupon}\nrestriction_use\nar`]: 'fp-restriction',
      [`coupon\n${ids.coupon}\ndescription\nar`]: 'fp-description',
    });
  });
});
