import type { Db } from '../client.js';
import { CONTENT_ENTITY, contentPages, sectionField, type ContentSection } from '../schema/index.js';
import type { TranslationRow } from '../text-translations.js';
import type { ReviewState } from './content-files/schemas.js';
import { seedTranslations } from './seed-translations.js';

/** Whose text of which item, in which language, and its review state in the data files. */
export interface TranslatedItem {
  entity: string;
  entityId: number;
  lang: string;
  state: ReviewState;
}

type Field = [field: string, text: string | null | undefined, original: string | null | undefined];

/**
 * The text_translations rows of one item: one per field whose text and English original are both there
 * (an empty text translates nothing; `keepWithoutOriginal` keeps a text whose English is empty, as the
 * well-being content has). `machine` is stored as the origin, `reviewed` as the flag.
 */
export function fieldRows(
  item: TranslatedItem,
  fields: Field[],
  { keepWithoutOriginal = false } = {},
): TranslationRow[] {
  const { entity, entityId, lang, state } = item;
  return fields.flatMap(([field, text, original]) =>
    text && (original || keepWithoutOriginal)
      ? [
          {
            entity,
            entityId,
            field,
            lang,
            text,
            original: original ?? '',
            origin: state === 'machine' ? ('machine' as const) : ('site' as const),
            reviewed: state === 'reviewed',
          },
        ]
      : [],
  );
}

export interface PageTexts {
  title: string;
  intro: string;
  sections: { heading: string; text: string }[];
}

/** A page's rows: title, intro and `sections.<n>.heading` / `.text` of the English page's sections. */
export function pageRows(item: TranslatedItem, page: PageTexts, english: PageTexts): TranslationRow[] {
  return fieldRows(item, [
    ['title', page.title, english.title],
    ['intro', page.intro, english.intro],
    ...english.sections.flatMap((s, i): Field[] => [
      [sectionField(i, 'heading'), page.sections[i]?.heading, s.heading],
      [sectionField(i, 'text'), page.sections[i]?.text, s.text],
    ]),
  ]);
}

/** The English pages (id and texts) by slug, to tie each language's page to its original. */
export async function englishPages(
  db: Db,
): Promise<Map<string, PageTexts & { id: number; sections: ContentSection[] }>> {
  const rows = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      title: contentPages.title,
      intro: contentPages.intro,
      sections: contentPages.sections,
    })
    .from(contentPages);
  return new Map(rows.map((r) => [r.slug, r]));
}

/** Each language's text of the pages (`lang`, `slug`, texts, state) into text_translations, by the seed's rule. */
export async function seedPageTranslations(
  db: Db,
  pages: readonly (PageTexts & { slug: string; lang: string; state: ReviewState })[],
): Promise<void> {
  const english = await englishPages(db);
  await seedTranslations(
    db,
    pages.flatMap((p) => {
      const en = english.get(p.slug);
      if (!en || p.lang === 'en') return [];
      return pageRows(
        { entity: CONTENT_ENTITY.contentPage, entityId: en.id, lang: p.lang, state: p.state },
        p,
        en,
      );
    }),
  );
}
