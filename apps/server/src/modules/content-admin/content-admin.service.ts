import {
  TRANSLATION_LANGS,
  type ContentAdminPageList,
  type ContentAdminPagePair,
  type ContentAdminPageText,
  type ContentTextState,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './content-admin.repository.js';

type PageRow = Awaited<ReturnType<typeof repo.pageIn>>[number];

/*
 * content_pages keeps one row per language with a `reviewed` flag and no origin: a row not reviewed
 * is "written" (the seed's machine texts are stored the same way, see docs/languages.md).
 */
const stateOf = (row: { reviewed: boolean } | undefined): ContentTextState =>
  !row ? 'missing' : row.reviewed ? 'reviewed' : 'written';

export async function listPages(db: Db): Promise<ContentAdminPageList> {
  const bySlug = new Map<string, { title: string; rows: Map<string, { reviewed: boolean }> }>();
  for (const row of await repo.listPageStates(db)) {
    const page = bySlug.get(row.slug) ?? { title: row.title, rows: new Map() };
    if (row.language === 'en') page.title = row.title;
    page.rows.set(row.language, row);
    bySlug.set(row.slug, page);
  }
  return {
    pages: [...bySlug].map(([slug, page]) => ({
      slug,
      title: page.title,
      states: Object.fromEntries(TRANSLATION_LANGS.map((l) => [l, stateOf(page.rows.get(l))])),
    })),
  };
}

function textOf(lang: string, row: PageRow | undefined): ContentAdminPageText {
  return {
    lang,
    state: stateOf(row),
    title: row?.title ?? '',
    intro: row?.intro ?? '',
    sections: row?.sections ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The page in `source` and in `lang`, or 404 `page.not_found` when it has no English text. */
export async function pagePair(
  db: Db,
  slug: string,
  lang: string,
  source: string,
): Promise<ContentAdminPagePair> {
  const rows = await repo.pageIn(db, slug, [...new Set(['en', source, lang])]);
  const find = (l: string) => rows.find((r) => r.language === l);
  if (!find('en')) throw notFound('page.not_found');
  return { slug, source: textOf(source, find(source)), target: textOf(lang, find(lang)) };
}

export interface PageText {
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
  reviewed: boolean;
}

/**
 * Stores a person's text of the page in `lang` (new or replacing). The seed's ledger no longer matches
 * the row, so a re-seed keeps it (db/seed/seed-rows.ts).
 */
export async function savePage(
  db: Db,
  slug: string,
  lang: string,
  text: PageText,
): Promise<ContentAdminPageText> {
  const [english] = await repo.pageIn(db, slug, ['en']);
  if (!english) throw notFound('page.not_found');
  const row = await repo.savePage(db, { slug, language: lang, ...text });
  return textOf(lang, row);
}

export async function markReviewed(
  db: Db,
  slug: string,
  lang: string,
  reviewed: boolean,
): Promise<ContentAdminPageText> {
  const row = await repo.setReviewed(db, slug, lang, reviewed);
  if (!row) throw notFound('page.not_found');
  return textOf(lang, row);
}
