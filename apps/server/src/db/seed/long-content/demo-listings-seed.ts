import { type TranslationRow } from '../../text-translations.js';
import { TRANSLATABLE } from '../../translatable.js';
import type { Db } from '../../client.js';
import { seedTranslations } from '../seed-translations.js';
import { cities } from '../../schema/index.js';
import { BUSINESS_KINDS, fillTemplate, JOB_TITLES } from '../directory-data.js';
import { cityNameIn } from '../translations-data/index.js';
import type { TranslatedLang } from '../translations-data/types.js';
import { englishDemoListingTexts } from './demo-listings-english.js';
import type { DemoListingTexts } from './demo-listings-types.js';

const EN = englishDemoListingTexts();

/**
 * Every text the demo directory writes (`directory.ts`: a kind's keywords, a description ending in its
 * city, a job's title…) → its text in one language: the way the worker's cache keys a translation by
 * its text, so a listing is matched by what it says, and one its owner edited is not.
 */
function dictionary(t: DemoListingTexts, lang: TranslatedLang, cityNames: string[]): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (english: string, text: string | undefined) => {
    if (text) texts.set(english, text);
  };
  const inEachCity = (english: string, text: string | undefined, values: Record<string, string> = {}) => {
    for (const city of cityNames) {
      add(
        fillTemplate(english, { ...values, city }),
        text && fillTemplate(text, { ...values, city: cityNameIn(lang, city) }),
      );
    }
  };
  for (const k of BUSINESS_KINDS) {
    const kind = t.businesses[k.kind];
    add(k.keywords, kind?.keywords);
    inEachCity(`${k.description} ${EN.proudlyServing}`, kind && `${kind.description} ${t.proudlyServing}`);
  }
  for (const j of JOB_TITLES) {
    const job = t.jobs[j.title];
    add(j.title, job?.title);
    add(j.skills, job?.skills);
    add(j.education, job?.education);
    for (const company of j.companies) {
      inEachCity(`${j.description} ${EN.hiringIn}`, job && `${job.description} ${t.hiringIn}`, { company });
    }
  }
  EN.howToApply.forEach((english, i) => add(english, t.howToApply[i]));
  EN.notes.forEach((english, i) => add(english, t.notes[i]));
  for (const [name, o] of Object.entries(EN.organizations)) {
    const org = t.organizations[name];
    add(o.description, org?.description);
    add(o.needs, org?.needs);
    add(o.mission, org?.mission);
  }
  return texts;
}

/**
 * Stores the demo directory's services, jobs and volunteer organisations in every language that has a
 * `content/<lang>/listings.json`, as the translation worker would (origin machine, not reviewed; a current text is
 * left alone, an owner's never replaced). A field whose text is not the seed's gets nothing.
 */
export async function seedDemoListingTranslations(
  db: Db,
  translations: Partial<Record<TranslatedLang, DemoListingTexts>>,
): Promise<void> {
  const cityNames = (await db.select({ name: cities.name }).from(cities)).map((c) => c.name);
  const dictionaries = (Object.entries(translations) as [TranslatedLang, DemoListingTexts][]).map(
    ([lang, t]) => [lang, dictionary(t, lang, cityNames), t.review?.('') ?? 'machine'] as const,
  );
  if (dictionaries.length === 0) return;
  const rows: TranslationRow[] = [];
  for (const source of [TRANSLATABLE.service, TRANSLATABLE.job, TRANSLATABLE.volunteer]) {
    const items = (await db.select({ id: source.id, ...source.fields }).from(source.table)) as Record<
      string,
      unknown
    >[];
    for (const item of items) {
      for (const field of Object.keys(source.fields)) {
        const original = item[field];
        if (typeof original !== 'string' || original === '') continue;
        for (const [lang, texts, state] of dictionaries) {
          const text = texts.get(original);
          if (!text) continue;
          rows.push({
            entity: source.entity,
            entityId: Number(item.id),
            field,
            lang,
            text,
            origin: state === 'machine' ? 'machine' : 'site',
            reviewed: state === 'reviewed',
            original,
          });
        }
      }
    }
  }
  await seedTranslations(db, rows);
}
