import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../client.js';
import { appMeta, contentPages, teamMembers, textTranslations } from '../schema/index.js';
import { seedLegal, type LegalPage } from './legal.js';
import { seedTableRows } from './seed-rows.js';
import { seedTranslations } from './seed-translations.js';

let database: Database;
beforeAll(async () => {
  database = createDatabase({ databaseUrl: null, pgliteDir: null });
  await database.migrate();
}, 120_000);
afterAll(() => database.close());

const page = (title: string, language = 'fr'): LegalPage => ({
  slug: 'privacy-terms',
  language,
  title,
  intro: 'Intro',
  sections: [{ heading: 'A', text: 'Texte', link: null }],
});
const english = page('Privacy and terms', 'en');
/** the French title: a row of text_translations over the English page */
const frTitle = async () => {
  const [en] = await database.db.select().from(contentPages).where(eq(contentPages.slug, 'privacy-terms'));
  return and(
    eq(textTranslations.entity, 'content_page'),
    eq(textTranslations.entityId, en!.id),
    eq(textTranslations.field, 'title'),
    eq(textTranslations.lang, 'fr'),
  );
};
const titleOf = async () =>
  (
    await database.db
      .select({ text: textTranslations.text })
      .from(textTranslations)
      .where(await frTitle())
  )[0]?.text;

describe('a re-seed and an admin’s edit', () => {
  it('replaces a text the seed wrote with the newer data file, and keeps one an admin changed', async () => {
    await seedLegal(database.db, [english, page('Version 1')]);
    expect(await titleOf()).toBe('Version 1');
    await seedLegal(database.db, [english, page('Version 2')]);
    expect(await titleOf()).toBe('Version 2');

    await database.db
      .update(textTranslations)
      .set({ text: 'Titre corrigé par un admin' })
      .where(await frTitle());
    await seedLegal(database.db, [english, page('Version 3')]);
    expect(await titleOf()).toBe('Titre corrigé par un admin');
    // and the data file catching up with the admin's text makes it the seed's again
    await seedLegal(database.db, [english, page('Titre corrigé par un admin')]);
    await seedLegal(database.db, [english, page('Version 4')]);
    expect(await titleOf()).toBe('Version 4');
  });

  it('keeps an English text an admin changed, even when the data file changes it', async () => {
    const member = (position: string) => ({
      positionIndex: 0,
      name: 'Leila Haddad',
      position,
      shortDescription: 'Short',
    });
    const seed = (position: string) =>
      seedTableRows(database.db, teamMembers, {
        ledger: 'team_members',
        key: ['positionIndex'],
        wanted: [member(position)],
      });
    expect(await seed('Director')).toEqual({ written: 1, kept: 0 });
    expect(await seed('Director')).toEqual({ written: 0, kept: 0 });
    await database.db.update(teamMembers).set({ position: 'Executive director' });
    expect(await seed('Managing director')).toEqual({ written: 0, kept: 1 });
    const [row] = await database.db.select().from(teamMembers);
    expect(row).toMatchObject({ position: 'Executive director' });
  });

  it('in text_translations: updates the seed’s text, keeps a reviewed one and an owner’s', async () => {
    const row = (field: string, text: string, original = 'Original') => ({
      entity: 'city',
      entityId: 1,
      field,
      lang: 'fa',
      text,
      origin: 'site' as const,
      reviewed: false,
      original,
    });
    await seedTranslations(database.db, [row('name', 'یک'), row('a', 'یک'), row('b', 'یک')]);
    await database.db
      .update(textTranslations)
      .set({ reviewed: true })
      .where(and(eq(textTranslations.field, 'a'), eq(textTranslations.lang, 'fa')));
    await database.db
      .update(textTranslations)
      .set({ text: 'متن مالک', origin: 'owner' })
      .where(and(eq(textTranslations.field, 'b'), eq(textTranslations.lang, 'fa')));
    await seedTranslations(database.db, [
      row('name', 'دو', 'Original 2'),
      row('a', 'دو', 'Original 2'),
      row('b', 'دو', 'Original 2'),
    ]);
    const rows = await database.db
      .select({ field: textTranslations.field, text: textTranslations.text, origin: textTranslations.origin })
      .from(textTranslations)
      .where(and(eq(textTranslations.entity, 'city'), eq(textTranslations.lang, 'fa')));
    expect(rows.sort((x, y) => x.field.localeCompare(y.field))).toEqual([
      { field: 'a', text: 'یک', origin: 'site' },
      { field: 'b', text: 'متن مالک', origin: 'owner' },
      { field: 'name', text: 'دو', origin: 'site' },
    ]);
  });

  it('keeps a differing row it has no record of, except an English legal page (always the seed’s before)', async () => {
    await seedLegal(database.db, [page('Old legal', 'en')]);
    await database.db.delete(appMeta).where(like(appMeta.key, 'seed_rows:%'));
    await seedLegal(database.db, [page('New legal', 'en')]);
    const [en] = await database.db.select().from(contentPages).where(eq(contentPages.slug, 'privacy-terms'));
    expect(en!.title).toBe('New legal');

    const wanted = (shortDescription: string) => [
      { positionIndex: 1, name: 'Daniel', position: 'Director', shortDescription },
    ];
    const opts = { ledger: 'team_members', key: ['positionIndex'] as const };
    await seedTableRows(database.db, teamMembers, { ...opts, wanted: wanted('antes') });
    await database.db.delete(appMeta).where(like(appMeta.key, 'seed_rows:%'));
    expect(await seedTableRows(database.db, teamMembers, { ...opts, wanted: wanted('después') })).toEqual({
      written: 0,
      kept: 1,
    });
    // the same text is recognised as the seed's again, so the next data file may replace it
    await seedTableRows(database.db, teamMembers, { ...opts, wanted: wanted('antes') });
    expect(await seedTableRows(database.db, teamMembers, { ...opts, wanted: wanted('después') })).toEqual({
      written: 1,
      kept: 0,
    });
  });
});
