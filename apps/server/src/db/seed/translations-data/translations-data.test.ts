import { describe, expect, it } from 'vitest';
import {
  CORE_ENTITIES,
  DEMO_COMPLETE_LANGS,
  DEMO_ENTITIES,
  EN_SOURCE,
  SITE_TRANSLATIONS,
  TRANSLATED_LANGS,
  type SiteEntity,
} from './index.js';

/** `entity/key/field` of every text a language file has (non-empty) */
const keysOf = (
  texts: Partial<Record<SiteEntity, Record<string, Record<string, string>>>>,
  entities: readonly SiteEntity[],
) =>
  entities.flatMap((entity) =>
    Object.entries(texts[entity] ?? {}).flatMap(([key, fields]) =>
      Object.entries(fields)
        .filter(([, text]) => text.trim() !== '')
        .map(([field]) => `${entity}/${key}/${field}`),
    ),
  );

const NON_LATIN = new Set(['ar', 'fa', 'zh', 'hi', 'ru', 'uk']);

describe('the site’s translations', () => {
  it('has a file for each of the 12 languages other than English', () => {
    expect(Object.keys(SITE_TRANSLATIONS).sort()).toEqual([...TRANSLATED_LANGS].sort());
  });

  it('the English source holds every seeded item', () => {
    expect(Object.keys(EN_SOURCE.city)).toHaveLength(9);
    expect(Object.keys(EN_SOURCE.business_category)).toHaveLength(12);
    expect(Object.keys(EN_SOURCE.package).length).toBeGreaterThan(10);
    expect(Object.keys(EN_SOURCE.notification).length).toBeGreaterThan(30);
  });

  it.each(TRANSLATED_LANGS)(
    '%s has every city, category, job type, package and plan of the source',
    (lang) => {
      expect(keysOf(SITE_TRANSLATIONS[lang], CORE_ENTITIES).sort()).toEqual(
        keysOf(EN_SOURCE, CORE_ENTITIES).sort(),
      );
    },
  );

  it.each(DEMO_COMPLETE_LANGS)('%s has every notice, coupon and event of the source', (lang) => {
    expect(keysOf(SITE_TRANSLATIONS[lang], DEMO_ENTITIES).sort()).toEqual(
      keysOf(EN_SOURCE, DEMO_ENTITIES).sort(),
    );
  });

  it.each(TRANSLATED_LANGS)('%s has no text for an item or field the source does not have', (lang) => {
    const source = new Set(keysOf(EN_SOURCE, [...CORE_ENTITIES, ...DEMO_ENTITIES]));
    const extra = keysOf(SITE_TRANSLATIONS[lang], [...CORE_ENTITIES, ...DEMO_ENTITIES]).filter(
      (k) => !source.has(k),
    );
    expect(extra).toEqual([]);
  });

  it.each(TRANSLATED_LANGS)(
    '%s is translated, not copied: descriptions and non-Latin names differ from English',
    (lang) => {
      const copies = [...CORE_ENTITIES, ...DEMO_ENTITIES].flatMap((entity) =>
        Object.entries(SITE_TRANSLATIONS[lang][entity] ?? {}).flatMap(([key, fields]) =>
          Object.entries(fields)
            .filter(([field, text]) => {
              const english = EN_SOURCE[entity][key]?.[field];
              const sentence = (english ?? '').includes(' ') && (english ?? '').length > 20;
              return text === english && (NON_LATIN.has(lang) || sentence);
            })
            .map(([field]) => `${entity}/${key}/${field}`),
        ),
      );
      expect(copies).toEqual([]);
    },
  );
});
