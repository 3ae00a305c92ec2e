import { LANGUAGE_TAGS } from '@harbour/i18n';
import { z } from 'zod';
import type { LocalizedNames } from '../schema/index.js';
import { loadJson } from './content-files/load.js';

/** A name in each language that has one (`content/<lang>/lookups.json`); the seed refreshes them on every start. */
type Lookup = { slug: string; names: LocalizedNames };

const lookupTexts = z.strictObject({
  event_category: z.record(z.string(), z.string().min(1)),
  age_group: z.record(z.string(), z.string().min(1)),
});
const FILES = LANGUAGE_TAGS.map((lang) => [lang, loadJson(lang, 'lookups', lookupTexts)?.texts] as const);

function lookups(kind: keyof z.infer<typeof lookupTexts>, slugs: string[]): Lookup[] {
  return slugs.map((slug) => {
    const names = Object.fromEntries(
      FILES.flatMap(([lang, t]) => (t?.[kind][slug] ? [[lang, t[kind][slug]]] : [])),
    );
    if (!names.en) throw new Error(`content/en/lookups.json: texts.${kind}.${slug}: missing`);
    return { slug, names: names as LocalizedNames };
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
