import { rmSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lookups from '../modules/lookups/lookups.service.js';
import * as wellBeing from '../modules/well-being/well-being.service.js';
import { findListingIds } from '../modules/well-being/well-being.repository.js';
import { databaseOnPglite, openPglite, rowsOf, type Database } from './client.js';
import { sourceHash } from './text-translations.js';
import { migrationsBefore } from '../test/migrations-before.js';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const TAG = '0036_well_being_translations';

let database: Database;
let folder: string;
const ids = { province: 0, category: 0, listing: 0, eventCategory: 0, ageGroup: 0 };

/** A database at the migration before 0036, holding texts the old way, then migrated to the end. */
beforeAll(async () => {
  folder = migrationsBefore(TAG);

  const client = openPglite({});
  database = databaseOnPglite(client);
  const migrating = drizzle(client);
  await migrate(migrating, { migrationsFolder: folder });
  const one = async (text: string) => (await client.query<{ id: number }>(text)).rows[0]!.id;
  await client.exec(`insert into countries (id, name, code) values (38, 'Canada', 'CA')`);
  ids.province = await one(`insert into provinces (country_id, name, code, lat, lon)
    values (38, 'Prince Edward Island', 'PE', 46.25, -63.13) returning id`);
  ids.category = await one(`insert into well_being_categories (tag, name, description)
    values ('mental_health', 'Mental Health', 'Support for the mind') returning id`);
  ids.listing =
    await one(`insert into well_being_listings (slug, province_id, name, description, fees, language)
    values ('calm', ${ids.province}, 'Calm Harbour', 'Quiet rooms', 'Free', 'English') returning id`);
  await client.exec(`
    insert into well_being_listing_categories (listing_id, category_id) values (${ids.listing}, ${ids.category});
    insert into well_being_category_translations (category_id, lang, name, description, reviewed)
      values (${ids.category}, 'fr', 'Santé mentale', 'Soutien', true), (${ids.category}, 'ar', 'الصحة النفسية', '', false);
    insert into well_being_listing_translations (listing_id, lang, description, fees, language, reviewed)
      values (${ids.listing}, 'fr', 'Salles calmes', 'Gratuit', 'Anglais', false),
             (${ids.listing}, 'ar', 'غرف هادئة', null, null, true);
    insert into well_being_articles (id, header, title, banner_text, text)
      values (2, 'Mental health', 'Caring for your mind', '<p>Banner</p>', '<p>Text</p>');
    insert into well_being_article_translations (article_id, lang, header, title, banner_text, text)
      values (2, 'ar', 'الصحة النفسية', 'العناية بعقلك', '<p>لافتة</p>', '<p>نص</p>');
    insert into well_being_page_texts (key, lang, value) values
      ('banner_text', 'en', '<p>PEI partner</p>'), ('halifax_banner_text', 'en', '<p>Halifax partner</p>'),
      ('banner_text', 'fr', '<p>Partenaire ÎPÉ</p>');
    insert into app_meta (key, value) values ('seed_rows:well_being_listing_translations', '{}');
  `);
  ids.eventCategory = await one(`insert into event_categories (slug, names)
    values ('food', '{"en": "Food", "fr": "Cuisine", "uk": "Їжа"}') returning id`);
  ids.ageGroup = await one(`insert into age_groups (slug, names)
    values ('seniors', '{"en": "Seniors", "fr": "Aînés"}') returning id`);

  await migrate(migrating, { migrationsFolder: MIGRATIONS });
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0036: well-being texts and lookup names into text_translations', () => {
  it('reads the moved well-being texts in their language, English where none was written', async () => {
    const fr = await wellBeing.listing(database.db, ids.listing, 'fr');
    expect(fr).toMatchObject({
      name: 'Calm Harbour',
      well_being_description: 'Salles calmes',
      fees: 'Gratuit',
      language: 'Anglais',
      cat_name: 'Santé mentale',
    });
    const ar = await wellBeing.listing(database.db, ids.listing, 'ar');
    expect(ar).toMatchObject({
      well_being_description: 'غرف هادئة',
      fees: 'Free',
      cat_name: 'الصحة النفسية',
    });
    const categories = await wellBeing.categories(database.db, 'ar');
    // an empty translated description was not copied: the English one shows
    expect(categories).toEqual([
      {
        cat_id: ids.category,
        cat_name: 'الصحة النفسية',
        cat_description: 'Support for the mind',
        tag: 'mental_health',
      },
    ]);
    expect(await wellBeing.article(database.db, 2, 'ar')).toMatchObject({
      header: 'الصحة النفسية',
      title: 'العناية بعقلك',
      text: '<p>نص</p>',
    });
    expect(await wellBeing.mainPage(database.db, 'fr')).toMatchObject({
      banner_text: '<p>Partenaire ÎPÉ</p>',
      halifax_banner_text: '<p>Halifax partner</p>',
    });
  });

  it('keeps origin, review state and the hash of the English text, and drops the old tables and ledgers', async () => {
    const rows = rowsOf<{
      field: string;
      lang: string;
      origin: string;
      reviewed: boolean;
      source_hash: string;
    }>(
      await database.db.execute(sql`select field, lang, origin, reviewed, source_hash from text_translations
        where entity = 'well_being_listing' order by lang, field`),
    );
    expect(rows).toEqual([
      {
        field: 'description',
        lang: 'ar',
        origin: 'site',
        reviewed: true,
        source_hash: sourceHash('Quiet rooms'),
      },
      {
        field: 'description',
        lang: 'fr',
        origin: 'site',
        reviewed: false,
        source_hash: sourceHash('Quiet rooms'),
      },
      { field: 'fees', lang: 'fr', origin: 'site', reviewed: false, source_hash: sourceHash('Free') },
      { field: 'language', lang: 'fr', origin: 'site', reviewed: false, source_hash: sourceHash('English') },
    ]);
    const left = rowsOf<{ name: string | null }>(
      await database.db.execute(sql`select to_regclass('well_being_listing_translations')::text as name
        union all select to_regclass('well_being_page_texts')::text
        union all select key from app_meta where key like 'seed_rows:well_being%'`),
    );
    expect(left).toEqual([{ name: null }, { name: null }]);
  });

  it('finds the listing by its moved translated words, and follows a later change', async () => {
    const search = (words: string) =>
      findListingIds(database.db, {
        stateId: ids.province,
        categoryId: null,
        search: words,
        limit: 10,
        offset: 0,
      });
    expect((await search('salles')).ids).toEqual([ids.listing]);
    expect((await search('هادئة')).ids).toEqual([ids.listing]);
    expect((await search('santé')).ids).toEqual([ids.listing]);
    await database.db.execute(sql`update text_translations set text = 'Pièces sereines'
      where entity = 'well_being_listing' and lang = 'fr' and field = 'description'`);
    expect((await search('salles')).ids).toEqual([]);
    expect((await search('sereines')).ids).toEqual([ids.listing]);
  });

  it('keeps names.en as the name and reads the other names through text_translations', async () => {
    expect(await lookups.eventCategories(database.db, 2, 'uk')).toEqual([
      { sub_category_id: ids.eventCategory, name: 'Їжа' },
    ]);
    expect(await lookups.eventCategories(database.db, 2, 'ar')).toEqual([
      { sub_category_id: ids.eventCategory, name: 'Food' },
    ]);
    expect(await lookups.ageGroups(database.db, 2, 'fr')).toEqual([{ id: ids.ageGroup, name: 'Aînés' }]);
  });
});
