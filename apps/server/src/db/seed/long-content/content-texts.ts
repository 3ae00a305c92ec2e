import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { billboardItems, CONTENT_ENTITY, storyPages, teamMembers, tips } from '../../schema/index.js';
import { TIPS_YEAR } from '../content-data/tips.js';
import { fieldRows, seedPageTranslations } from '../content-translations.js';
import { seedTranslations } from '../seed-translations.js';
import type { TranslatedLang } from '../translations-data/types.js';
import type { LongContent, LongContentPart } from './types.js';

type Entry = [TranslatedLang, LongContent];

const stateOf = (c: LongContent, part: LongContentPart, key: string | number) =>
  c.review?.(part, String(key)) ?? 'written';

/** Story, pages, team and tips of each language into text_translations, tied to the English rows. */
export async function seedContentTexts(db: Db, entries: Entry[]): Promise<void> {
  const [story, team, tipRows] = await Promise.all([
    db.select().from(storyPages),
    db.select().from(teamMembers),
    db.select().from(tips).where(eq(tips.year, TIPS_YEAR)),
  ]);
  const storyById = new Map(story.map((r) => [r.storyId, r]));
  const teamByIndex = new Map(team.map((r) => [r.positionIndex, r]));
  const tipByKey = new Map(tipRows.map((r) => [`${r.month}.${r.position}`, r]));
  const rows = entries.flatMap(([lang, c]) => [
    ...Object.entries(c.story).flatMap(([id, s]) => {
      const en = storyById.get(Number(id));
      if (!en) return [];
      const item = {
        entity: CONTENT_ENTITY.storyPage,
        entityId: en.id,
        lang,
        state: stateOf(c, 'story', id),
      };
      return fieldRows(item, [
        ['title', s.title, en.title],
        ['description', s.description, en.description],
      ]);
    }),
    ...Object.entries(c.team).flatMap(([index, m]) => {
      const en = teamByIndex.get(Number(index));
      if (!en) return [];
      const item = {
        entity: CONTENT_ENTITY.teamMember,
        entityId: en.id,
        lang,
        state: stateOf(c, 'team', index),
      };
      return fieldRows(item, [
        ['position', m.position, en.position],
        ['short_description', m.short, en.shortDescription],
        ['title', m.profile?.title, en.title],
        ['description', m.profile?.description, en.description],
      ]);
    }),
    ...c.tips.flatMap((month, m) =>
      month.flatMap(([title, text], i) => {
        const key = `${m + 1}.${i + 1}`;
        const en = tipByKey.get(key);
        if (!en) return [];
        const item = { entity: CONTENT_ENTITY.tip, entityId: en.id, lang, state: stateOf(c, 'tips', key) };
        return fieldRows(item, [
          ['title', title, en.title],
          ['text', text, en.text],
        ]);
      }),
    ),
  ]);
  await seedTranslations(db, rows);
  await seedPageTranslations(
    db,
    entries.flatMap(([lang, c]) =>
      Object.entries(c.pages).map(([slug, p]) => ({ ...p, slug, lang, state: stateOf(c, 'pages', slug) })),
    ),
  );
}

/** The demo notices of each language into text_translations, tied to the English notices. */
export async function seedBillboardTexts(db: Db, entries: Entry[]): Promise<void> {
  const english = await db.select().from(billboardItems);
  await seedTranslations(
    db,
    entries.flatMap(([lang, c]) =>
      english.flatMap((en) => {
        const t = c.billboard[en.slug];
        if (!t) return [];
        const state = stateOf(c, 'billboard', en.slug);
        return fieldRows({ entity: CONTENT_ENTITY.billboardItem, entityId: en.id, lang, state }, [
          ['title', t.title, en.title],
          ['content', t.content, en.content],
          ['message', t.message, en.message],
        ]);
      }),
    ),
  );
}
