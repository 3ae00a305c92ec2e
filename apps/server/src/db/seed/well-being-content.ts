/* Well-being content: the categories and the kinds of services. Their texts, in every language, are
   in content/<lang>/well-being.json; this file keeps what is not text. */

import { englishLongContent } from './long-content/english.js';
import type { WellBeingKindTexts } from './long-content/types.js';

const EN = englishLongContent().wellBeing;

const english = <T>(texts: Record<string, T>, part: string, key: string): T => {
  const text = texts[key];
  if (text === undefined) throw new Error(`content/en/well-being.json: texts.${part}.${key}: missing`);
  return text;
};

/** The categories, in their order on the page. */
const TAGS = [
  'beauty',
  'physical_health',
  'family_health',
  'hospitals_clinics',
  'mental_health',
  'dental_care',
  'pharmacies',
];

export const CATEGORIES: { tag: string; name: string; description: string }[] = TAGS.map((tag) => ({
  tag,
  ...english(EN.categories, 'categories', tag),
}));

/** A listing's coverage area, `{city}` its city. */
export const COVERAGE = EN.coverage;

/** Tags of the categories that have their own tile image in the web app (public/well-being/<tag>.svg). */
export const CATEGORY_IMAGES = new Set([
  'beauty',
  'physical_health',
  'family_health',
  'hospitals_clinics',
  'mental_health',
]);

export interface KindTexts extends WellBeingKindTexts {
  categories: string[];
}

/** The kinds of services and their categories (first: the listing's image, if it has one). */
const KIND_CATEGORIES: Record<string, string[]> = {
  clinic: ['hospitals_clinics', 'physical_health'],
  chc: ['hospitals_clinics', 'family_health'],
  hospital: ['hospitals_clinics'],
  counselling: ['mental_health', 'family_health'],
  peer: ['mental_health'],
  pharmacy: ['pharmacies'],
  family_resource: ['family_health'],
  dental: ['dental_care'],
  fitness: ['physical_health'],
  physio: ['physical_health', 'hospitals_clinics'],
  salon: ['beauty'],
  barber: ['beauty'],
  spa: ['beauty', 'physical_health'],
};

export const KINDS: Record<string, KindTexts> = Object.fromEntries(
  Object.entries(KIND_CATEGORIES).map(([kind, categories]) => [
    kind,
    { categories, ...english(EN.kinds, 'kinds', kind) },
  ]),
);
