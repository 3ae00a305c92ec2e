import type { BillboardItem, ContentPage, Sponsor, StoryPage, TeamMember, TipsData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './content.repository.js';
import { siteTexts } from '../site/index.js';

/** Of rows in the caller's language and in en, keeps one per key: the caller's when there is one. */
export function pickLanguage<T extends { language: string }>(
  rows: T[],
  key: (row: T) => string | number,
  lang: string,
): T[] {
  const chosen = new Map<string | number, T>();
  for (const row of rows) {
    const k = key(row);
    const current = chosen.get(k);
    if (!current || (current.language !== lang && row.language === lang)) chosen.set(k, row);
  }
  // Map keeps first-insertion order, which is the repository's order.
  return [...chosen.values()];
}

export async function billboard(db: Db, lang: string): Promise<BillboardItem[]> {
  const rows = pickLanguage(await repo.listBillboard(db, lang), (r) => r.slug, lang);
  return rows.map((r) => ({
    title: r.title,
    content: r.content,
    message: r.message,
    dynamic_link: r.dynamicLink,
    link: r.link,
    updated_at: r.updatedAt.toISOString(),
  }));
}

type TeamRow = Awaited<ReturnType<typeof repo.listTeam>>[number];
const toMember = (r: TeamRow): TeamMember => ({
  index: r.positionIndex,
  name: r.name,
  position: r.position,
  short_description: r.shortDescription,
  title: r.title,
  description: r.description,
  image: r.image,
});

export async function team(db: Db, lang: string): Promise<TeamMember[]> {
  return pickLanguage(await repo.listTeam(db, lang), (r) => r.positionIndex, lang).map(toMember);
}

/** One member by {index}, or 404 `team.not_found`. */
export async function teamMember(db: Db, index: number, lang: string): Promise<TeamMember> {
  const [row] = pickLanguage(await repo.listTeam(db, lang, index), (r) => r.positionIndex, lang);
  if (!row) throw notFound('team.not_found');
  return toMember(row);
}

type StoryRow = Awaited<ReturnType<typeof repo.listStories>>[number];
const toStory = (r: StoryRow): StoryPage => ({
  id: r.storyId,
  title: r.title,
  description: r.description,
  image: r.image,
});

export async function stories(db: Db, lang: string): Promise<StoryPage[]> {
  return pickLanguage(await repo.listStories(db, lang), (r) => r.storyId, lang).map(toStory);
}

/** One story page, or 404 `story.not_found`. */
export async function story(db: Db, id: number, lang: string): Promise<StoryPage> {
  const [row] = pickLanguage(await repo.listStories(db, lang, id), (r) => r.storyId, lang);
  if (!row) throw notFound('story.not_found');
  return toStory(row);
}

/** A content page by slug in the caller's language (else en), or 404 `page.not_found`. */
export async function page(db: Db, slug: string, lang: string): Promise<ContentPage> {
  const [row] = pickLanguage(await repo.findPage(db, slug, lang), (r) => r.slug, lang);
  if (!row) throw notFound('page.not_found');
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    intro: row.intro,
    sections: row.sections,
  };
}

/** One page of a month's tips; the caller's language when that month has tips in it, else en. */
export async function tipsOfMonth(
  db: Db,
  q: { year: number; month: number; pageNumber: number; offset: number },
  lang: string,
): Promise<TipsData> {
  const language = lang !== 'en' && (await repo.hasTipsIn(db, q.year, q.month, lang)) ? lang : 'en';
  const { rows, count } = await repo.pageOfTips(db, {
    year: q.year,
    month: q.month,
    language,
    limit: q.offset,
    offset: (q.pageNumber - 1) * q.offset,
  });
  return { tips: rows, count };
}

export async function sponsorList(db: Db, lang: string): Promise<Sponsor[]> {
  const rows = await repo.listSponsors(db);
  const text = await siteTexts(
    db,
    'sponsor',
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    description: text(r.id, 'description', r.descriptionEn),
    website: r.website,
    feature: r.feature,
  }));
}
