import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { CONTENT_ENTITY, mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function listOutbox(db: Db, opts: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(sql`lower(${mailOutbox.to})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit);
}

const CONTENT = sql.join(
  Object.values(CONTENT_ENTITY).map((e) => sql`${e}`),
  sql`, `,
);

/** Texts not yet checked by a native speaker, counted per part of the site and language. */
export async function countUnreviewed(db: Db): Promise<{ part: string; lang: string; count: number }[]> {
  const result = await db.execute(sql`
    select part, lang, sum(n)::int as count from (
      -- the site's content: items with a text not reviewed (a page counts once, whatever its fields)
      select case entity when 'content_page' then 'pages' when 'story_page' then 'story'
          when 'team_member' then 'team' when 'tip' then 'tips' else 'notices' end as part,
        lang, count(distinct entity_id) as n
        from text_translations where not reviewed and origin <> 'owner' and entity in (${CONTENT})
        group by 1, lang
      union all select case when starts_with(entity, 'well_being_') then 'well_being'
          when origin = 'site' then 'site_texts' else 'listings' end, lang, count(*)
        from text_translations where not reviewed and origin <> 'owner' and entity not in (${CONTENT})
        group by 1, lang
    ) parts
    group by part, lang
    order by part, lang`);
  return rowsOf<{ part: string; lang: string; count: number }>(result);
}
