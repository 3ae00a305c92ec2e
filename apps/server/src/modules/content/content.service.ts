import type { BillboardItem, ContentPage, Sponsor, StoryPage, TeamMember, TipsData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { CONTENT_ENTITY, sectionField } from '../../db/schema/index.js';
import * as repo from './content.repository.js';
import { siteTexts } from '../site/index.js';

type Overlay = Awaited<ReturnType<typeof siteTexts>>;
/** A nullable field: null stays null (nothing to translate). */
const orNull = (text: Overlay, id: number, field: string, original: string | null) =>
  original === null ? null : text(id, field, original);

export async function billboard(db: Db, lang: string): Promise<BillboardItem[]> {
  const rows = await repo.listBillboard(db);
  const text = await siteTexts(
    db,
    CONTENT_ENTITY.billboardItem,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    title: text(r.id, 'title', r.title),
    content: text(r.id, 'content', r.content),
    message: text(r.id, 'message', r.message),
    dynamic_link: r.dynamicLink,
    link: r.link,
    updated_at: r.updatedAt.toISOString(),
  }));
}

type TeamRow = Awaited<ReturnType<typeof repo.listTeam>>[number];
async function members(db: Db, rows: TeamRow[], lang: string): Promise<TeamMember[]> {
  const text = await siteTexts(
    db,
    CONTENT_ENTITY.teamMember,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    index: r.positionIndex,
    name: r.name,
    position: text(r.id, 'position', r.position),
    short_description: text(r.id, 'short_description', r.shortDescription),
    title: orNull(text, r.id, 'title', r.title),
    description: orNull(text, r.id, 'description', r.description),
    image: r.image,
  }));
}

export async function team(db: Db, lang: string): Promise<TeamMember[]> {
  return members(db, await repo.listTeam(db), lang);
}

/** One member by {index}, or 404 `team.not_found`. */
export async function teamMember(db: Db, index: number, lang: string): Promise<TeamMember> {
  const [member] = await members(db, await repo.listTeam(db, index), lang);
  if (!member) throw notFound('team.not_found');
  return member;
}

type StoryRow = Awaited<ReturnType<typeof repo.listStories>>[number];
async function storyPagesIn(db: Db, rows: StoryRow[], lang: string): Promise<StoryPage[]> {
  const text = await siteTexts(
    db,
    CONTENT_ENTITY.storyPage,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    id: r.storyId,
    title: text(r.id, 'title', r.title),
    description: text(r.id, 'description', r.description),
    image: r.image,
  }));
}

export async function stories(db: Db, lang: string): Promise<StoryPage[]> {
  return storyPagesIn(db, await repo.listStories(db), lang);
}

/** One story page, or 404 `story.not_found`. */
export async function story(db: Db, id: number, lang: string): Promise<StoryPage> {
  const [page] = await storyPagesIn(db, await repo.listStories(db, id), lang);
  if (!page) throw notFound('story.not_found');
  return page;
}

/**
 * A content page by slug, each text in the caller's language where it has one, else English, or 404
 * `page.not_found`. `language` is the caller's when the title is translated, else en; the sections and
 * their links are the English page's.
 */
export async function page(db: Db, slug: string, lang: string): Promise<ContentPage> {
  const row = await repo.findPage(db, slug);
  if (!row) throw notFound('page.not_found');
  const text = await siteTexts(db, CONTENT_ENTITY.contentPage, [row.id], lang);
  const title = text(row.id, 'title', row.title);
  return {
    slug: row.slug,
    language: lang !== 'en' && title !== row.title ? lang : 'en',
    title,
    intro: text(row.id, 'intro', row.intro),
    sections: row.sections.map((s, i) => ({
      heading: text(row.id, sectionField(i, 'heading'), s.heading),
      text: text(row.id, sectionField(i, 'text'), s.text),
      link: s.link,
    })),
  };
}

/** One page of a month's tips, each in the caller's language where it has one, else English. */
export async function tipsOfMonth(
  db: Db,
  q: { year: number; month: number; pageNumber: number; offset: number },
  lang: string,
): Promise<TipsData> {
  const { rows, count } = await repo.pageOfTips(db, {
    year: q.year,
    month: q.month,
    limit: q.offset,
    offset: (q.pageNumber - 1) * q.offset,
  });
  const text = await siteTexts(
    db,
    CONTENT_ENTITY.tip,
    rows.map((r) => r.id),
    lang,
  );
  return {
    tips: rows.map((r) => ({ ...r, title: text(r.id, 'title', r.title), text: text(r.id, 'text', r.text) })),
    count,
  };
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
    description: text(r.id, 'description', r.description),
    website: r.website,
    feature: r.feature,
  }));
}
