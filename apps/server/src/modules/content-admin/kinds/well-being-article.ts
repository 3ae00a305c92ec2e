import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { wellBeingArticles } from '../../../db/schema/index.js';
import type { ContentKind } from './kind.js';

const texts = (db: Db) =>
  db
    .select({
      id: wellBeingArticles.id,
      header: wellBeingArticles.header,
      title: wellBeingArticles.title,
      banner_text: wellBeingArticles.bannerText,
      text: wellBeingArticles.text,
    })
    .from(wellBeingArticles);

const byField = ({ id: _id, ...fields }: Awaited<ReturnType<typeof texts>>[number]) => fields;

/** The articles of /well-being-article: the banner and the text are HTML, sanitised when read. */
export const wellBeingArticleKind: ContentKind = {
  kind: 'well_being_article',
  entity: 'well_being_article',
  fields: [
    { name: 'header', multiline: false, max: 300 },
    { name: 'title', multiline: false, max: 300 },
    { name: 'banner_text', multiline: true, html: true, max: 5_000 },
    { name: 'text', multiline: true, html: true },
  ],
  list: (db) =>
    db
      .select({ id: wellBeingArticles.id, label: wellBeingArticles.title, group: wellBeingArticles.header })
      .from(wellBeingArticles)
      .orderBy(asc(wellBeingArticles.id)),
  async source(db, id) {
    const [row] = await texts(db).where(eq(wellBeingArticles.id, id));
    return row ? byField(row) : null;
  },
  async sources(db) {
    return new Map((await texts(db)).map((r) => [r.id, byField(r)]));
  },
};
