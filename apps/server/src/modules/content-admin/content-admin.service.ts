import {
  TRANSLATION_LANGS,
  type ContentAdminPageList,
  type ContentAdminPagePair,
  type ContentAdminPageText,
  type ContentTextState,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { CONTENT_ENTITY, sectionField } from '../../db/schema/index.js';
import type { TranslationRow } from '../../db/text-translations.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as repo from './content-admin.repository.js';
import { lowestState, stateOfText } from './content-kinds.states.js';
import * as translated from './translated-texts.repository.js';

const ENTITY = CONTENT_ENTITY.contentPage;

type EnglishPage = NonNullable<Awaited<ReturnType<typeof repo.findEnglishPage>>>;
type Stored = Awaited<ReturnType<typeof translated.textsOf>>[number];

/** The stored texts of one page in `langs`. */
const pageTexts = (db: Db, pageId: number, langs: string[]) =>
  translated.textsOf(db, ENTITY, { id: pageId, langs });

/**
 * A page in a language other than English: missing when none of its texts is there, else the lowest
 * state of those that are (a page half machine-translated is machine). English is the original: reviewed.
 */
function stateOf(stored: readonly Stored[]): ContentTextState {
  return stored.length === 0 ? 'missing' : lowestState(stored.map((t) => stateOfText(t)));
}

export async function listPages(db: Db): Promise<ContentAdminPageList> {
  const [pages, texts] = await Promise.all([repo.listEnglishPages(db), translated.textsOf(db, ENTITY)]);
  const byPageLang = new Map<string, Stored[]>();
  for (const t of texts) {
    const key = `${t.entityId} ${t.lang}`;
    byPageLang.set(key, [...(byPageLang.get(key) ?? []), t]);
  }
  return {
    pages: pages.map((p) => ({
      slug: p.slug,
      title: p.title,
      states: Object.fromEntries(
        TRANSLATION_LANGS.map((l) => [
          l,
          l === 'en' ? 'reviewed' : stateOf(byPageLang.get(`${p.id} ${l}`) ?? []),
        ]),
      ),
    })),
  };
}

/** The page in `lang`: English from its row; another language's own texts ('' where it has none). */
function textOf(english: EnglishPage, lang: string, stored: readonly Stored[]): ContentAdminPageText {
  if (lang === 'en')
    return {
      lang,
      state: 'reviewed',
      title: english.title,
      intro: english.intro,
      sections: english.sections,
      updatedAt: english.updatedAt.toISOString(),
    };
  const texts = stored.filter((t) => t.lang === lang);
  const field = (name: string) => texts.find((t) => t.field === name)?.text ?? '';
  const latest = texts.reduce<Date | null>((a, t) => (!a || t.updatedAt > a ? t.updatedAt : a), null);
  return {
    lang,
    state: stateOf(texts),
    title: field('title'),
    intro: field('intro'),
    sections: english.sections.map((s, i) => ({
      heading: field(sectionField(i, 'heading')),
      text: field(sectionField(i, 'text')),
      link: s.link,
    })),
    updatedAt: latest?.toISOString() ?? null,
  };
}

async function englishPage(db: Db, slug: string): Promise<EnglishPage> {
  const page = await repo.findEnglishPage(db, slug);
  if (!page) throw notFound('page.not_found');
  return page;
}

/** The page in `source` and in `lang`, or 404 `page.not_found` when it has no English text. */
export async function pagePair(
  db: Db,
  slug: string,
  lang: string,
  source: string,
): Promise<ContentAdminPagePair> {
  const english = await englishPage(db, slug);
  const stored = await pageTexts(db, english.id, [source, lang]);
  return { slug, source: textOf(english, source, stored), target: textOf(english, lang, stored) };
}

export interface PageText {
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
  reviewed: boolean;
}

/**
 * Stores a person's text of the page in `lang`. English is the page itself (its sections and links);
 * another language is stored per field in text_translations (origin site, `reviewed` as sent), over the
 * English page's sections (more is 400 `invalid_input`); a field left empty is removed, so readers get
 * English there. The seed's ledger no longer matches, so a re-seed keeps it (db/seed/seed-rows.ts).
 */
export async function savePage(
  db: Db,
  slug: string,
  lang: string,
  text: PageText,
): Promise<ContentAdminPageText> {
  const english = await englishPage(db, slug);
  if (lang === 'en') {
    const { title, intro, sections } = text;
    return textOf(await repo.saveEnglishPage(db, slug, { title, intro, sections }), 'en', []);
  }
  if (text.sections.length > english.sections.length) throw badRequest('invalid_input');
  const fields: [string, string, string][] = [
    ['title', text.title, english.title],
    ['intro', text.intro, english.intro],
    ...english.sections.flatMap((s, i): [string, string, string][] => [
      [sectionField(i, 'heading'), text.sections[i]?.heading ?? '', s.heading],
      [sectionField(i, 'text'), text.sections[i]?.text ?? '', s.text],
    ]),
  ];
  const write: TranslationRow[] = fields
    .filter(([, value]) => value.trim() !== '')
    .map(([field, value, original]) => ({
      entity: ENTITY,
      entityId: english.id,
      field,
      lang,
      text: value,
      origin: 'site',
      reviewed: text.reviewed,
      original,
    }));
  const remove = fields.filter(([, value]) => value.trim() === '').map(([field]) => field);
  await translated.saveTexts(db, { entity: ENTITY, entityId: english.id, lang, write, removed: remove });
  return textOf(english, lang, await pageTexts(db, english.id, [lang]));
}

/** Marks the page's texts in `lang`; 404 `page.not_found` when it has none there. */
export async function markReviewed(
  db: Db,
  slug: string,
  lang: string,
  reviewed: boolean,
): Promise<ContentAdminPageText> {
  const english = await englishPage(db, slug);
  if (
    lang !== 'en' &&
    (await translated.setReviewed(db, { entity: ENTITY, entityId: english.id, lang }, reviewed)) === 0
  )
    throw notFound('page.not_found');
  return textOf(english, lang, await pageTexts(db, english.id, [lang]));
}
