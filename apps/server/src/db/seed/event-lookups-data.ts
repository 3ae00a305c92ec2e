import { LANGUAGE_TAGS } from '@harbour/i18n';
import { z } from 'zod';
import { loadJson } from './content-files/load.js';
import type { ReviewState } from './content-files/schemas.js';

/**
 * A name in each language that has one (`content/<lang>/lookups.json`) and its review state there;
 * the seed stores English in the table and the others in text_translations.
 */
export type Lookup = {
  slug: string;
  names: { en: string } & Record<string, string>;
  states: Record<string, ReviewState>;
};

const lookupTexts = z.strictObject({
  event_category: z.record(z.string(), z.string().min(1)),
  age_group: z.record(z.string(), z.string().min(1)),
});
const FILES = LANGUAGE_TAGS.map((lang) => [lang, loadJson(lang, 'lookups', lookupTexts)] as const);

function lookups(kind: keyof z.infer<typeof lookupTexts>, slugs: string[]): Lookup[] {
  return slugs.map((slug) => {
    const found = FILES.flatMap(([lang, file]) => {
      const name = file?.texts[kind][slug];
      return file && name ? [{ lang, name, state: file.stateOf(`${kind}/${slug}`) }] : [];
    });
    const names = Object.fromEntries(found.map((f) => [f.lang, f.name]));
    if (!names.en) throw new Error(`content/en/lookups.json: texts.${kind}.${slug}: missing`);
    return {
      slug,
      names: names as Lookup['names'],
      states: Object.fromEntries(found.map((f) => [f.lang, f.state])),
    };
  });
}

/** Event types (`sub_category_id` of an event), in the order the wizard lists them. */
export const EVENT_CATEGORIES: Lookup[] = lookups('event_category', [
  'community',
  'newcomers',
  'culture',
  'festivals',
  'education',
  'language',
  'employment',
  'workshops',
  'family',
  'food',
  'health',
  'sports',
  'volunteering',
  'other',
]);

/**
 * Age groups of events (an event's `ageGroup`). The English names are the words `events.age_group`
 * already holds ("Children, Teens, Adults").
 */
export const AGE_GROUPS: Lookup[] = lookups('age_group', [
  'all-ages',
  'children',
  'teens',
  'young-adults',
  'adults',
  'seniors',
  'families',
]);
