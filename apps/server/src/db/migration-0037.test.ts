import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as content from '../modules/content/content.service.js';
import { rowsOf, type Database } from './client.js';
import { sourceHash } from './text-translations.js';
import { databaseBefore, type DatabaseBefore } from '../test/migrations-before.js';

/*
 * Migration 0037 on a database seeded before it (one row per language in the content tables): the other
 * languages' texts become text_translations rows of the English items, and are read in those languages.
 */

const TAG = '0037_content_translations';
let database: Database;
let before: DatabaseBefore;

const sections = (texts: [string, string][]) =>
  JSON.stringify(
    texts.map(([heading, text], i) => ({ heading, text, link: i === 0 ? '/contact-us' : null })),
  );

beforeAll(async () => {
  before = await databaseBefore(TAG);
  database = before.database;
  await database.db.execute(sql`
    insert into content_pages (slug, language, title, intro, sections, reviewed) values
      ('school-food', 'en', 'School food', 'Lunch at school.',
        ${sections([
          ['Programme', 'Every school has one.'],
          ['Cost', 'Pay what you can.'],
        ])}::jsonb, true),
      ('school-food', 'fr', 'Repas scolaires', 'Le dîner à l’école.',
        ${sections([
          ['Programme', 'Chaque école en a un.'],
          ['Coût', 'Payez ce que vous pouvez.'],
        ])}::jsonb, true),
      ('school-food', 'ar', 'الطعام المدرسي', '',
        ${sections([['البرنامج', 'في كل مدرسة برنامج.']])}::jsonb, false),
      ('only-french', 'fr', 'Sans anglais', '', '[]'::jsonb, false)`);
  await database.db.execute(sql`
    insert into tips (year, month, position, language, title, text, reviewed) values
      (2021, 1, 1, 'en', 'Dress in layers', 'A warm first layer.', true),
      (2021, 1, 1, 'fr', 'Habillez-vous en couches', 'Une première couche chaude.', false),
      (2021, 1, 1, 'ar', 'ارتدِ طبقات', 'طبقة أولى دافئة.', false)`);
  await database.db.execute(sql`
    insert into team_members (position_index, language, name, position, short_description, title, reviewed) values
      (0, 'en', 'Leila Haddad', 'Executive director', 'Leads Harbour.', null, true),
      (0, 'ar', 'Leila Haddad', 'المديرة التنفيذية', 'تقود هاربر.', null, true)`);
  await database.db.execute(sql`
    insert into story_pages (story_id, language, title, description, reviewed) values
      (1, 'en', 'How it began', 'In 2019.', true), (1, 'fr', 'Les débuts', 'En 2019.', false)`);
  await database.db.execute(sql`
    insert into billboard_items (slug, language, title, content, message, reviewed) values
      ('welcome-week', 'en', 'Welcome week', 'Free sessions.', 'All welcome.', true),
      ('welcome-week', 'ar', 'أسبوع الترحيب', 'جلسات مجانية.', '', false)`);
  const ledger = JSON.stringify({ 'school-food\nen': 'fp-en', 'school-food\nfr': 'fp-fr' });
  await database.db.execute(
    sql`insert into app_meta (key, value) values ('seed_rows:content_pages', ${ledger})`,
  );
  await database.migrate();
}, 120_000);

afterAll(() => before.close());

describe('migration 0037: content rows per language → text_translations', () => {
  it('keeps one row per item, the English one', async () => {
    const count = async (table: string) =>
      rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!
        .n;
    expect(await count('content_pages')).toBe(1);
    expect(await count('tips')).toBe(1);
    expect(await count('team_members')).toBe(1);
    expect(await count('story_pages')).toBe(1);
    expect(await count('billboard_items')).toBe(1);
  });

  it('reads the same texts in French and Arabic as before, and English where a language had none', async () => {
    const db = database.db;
    expect(await content.page(db, 'school-food', 'fr')).toEqual({
      slug: 'school-food',
      language: 'fr',
      title: 'Repas scolaires',
      intro: 'Le dîner à l’école.',
      sections: [
        { heading: 'Programme', text: 'Chaque école en a un.', link: '/contact-us' },
        { heading: 'Coût', text: 'Payez ce que vous pouvez.', link: null },
      ],
    });
    // the Arabic page had no intro and one section: English there
    expect(await content.page(db, 'school-food', 'ar')).toMatchObject({
      language: 'ar',
      title: 'الطعام المدرسي',
      intro: 'Lunch at school.',
      sections: [
        { heading: 'البرنامج', text: 'في كل مدرسة برنامج.' },
        { heading: 'Cost', text: 'Pay what you can.' },
      ],
    });
    expect((await content.page(db, 'school-food', 'es')).language).toBe('en');
    const month = { year: 2021, month: 1, pageNumber: 1, offset: 12 };
    expect((await content.tipsOfMonth(db, month, 'fr')).tips[0]).toMatchObject({
      title: 'Habillez-vous en couches',
      text: 'Une première couche chaude.',
    });
    expect((await content.tipsOfMonth(db, month, 'ar')).tips[0]!.title).toBe('ارتدِ طبقات');
    expect((await content.teamMember(db, 0, 'ar')).position).toBe('المديرة التنفيذية');
    expect((await content.story(db, 1, 'fr')).title).toBe('Les débuts');
    const [notice] = await content.billboard(db, 'ar');
    expect(notice).toMatchObject({
      title: 'أسبوع الترحيب',
      content: 'جلسات مجانية.',
      message: 'All welcome.',
    });
  });

  it('stores each text with origin site, its review flag and the hash of its English original', async () => {
    const rows = rowsOf<{
      field: string;
      lang: string;
      origin: string;
      reviewed: boolean;
      source_hash: string;
    }>(
      await database.db.execute(sql`
        select field, lang, origin, reviewed, source_hash from text_translations
        where entity = 'content_page' order by lang, field`),
    );
    expect(rows.map((r) => `${r.lang} ${r.field}`)).toEqual([
      'ar sections.0.heading',
      'ar sections.0.text',
      'ar title',
      'fr intro',
      'fr sections.0.heading',
      'fr sections.0.text',
      'fr sections.1.heading',
      'fr sections.1.text',
      'fr title',
    ]);
    expect(rows.every((r) => r.origin === 'site')).toBe(true);
    expect(rows.filter((r) => r.reviewed).map((r) => r.lang)).toEqual(Array(6).fill('fr'));
    expect(rows.find((r) => r.lang === 'fr' && r.field === 'sections.1.text')!.source_hash).toBe(
      sourceHash('Pay what you can.'),
    );
  });

  it('keeps the seed’s ledger of the English rows, under their new key', async () => {
    const [ledger] = rowsOf<{ value: string }>(
      await database.db.execute(sql`select value from app_meta where key = 'seed_rows:content_pages'`),
    );
    expect(JSON.parse(ledger!.value)).toEqual({ 'school-food': 'fp-en' });
  });
});
