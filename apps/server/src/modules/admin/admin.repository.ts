import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function listOutbox(db: Db, opts: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(sql`lower(${mailOutbox.to})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit);
}

/** Texts not yet checked by a native speaker, counted per part of the site and language. */
export async function countUnreviewed(db: Db): Promise<{ part: string; lang: string; count: number }[]> {
  const result = await db.execute(sql`
    select part, lang, sum(n)::int as count from (
      select 'pages' as part, language as lang, count(*) as n from content_pages where not reviewed group by language
      union all select 'story', language, count(*) from story_pages where not reviewed group by language
      union all select 'team', language, count(*) from team_members where not reviewed group by language
      union all select 'tips', language, count(*) from tips where not reviewed group by language
      union all select 'notices', language, count(*) from billboard_items where not reviewed group by language
      union all select case when starts_with(entity, 'well_being_') then 'well_being'
          when origin = 'site' then 'site_texts' else 'listings' end, lang, count(*)
        from text_translations where not reviewed and origin <> 'owner' group by 1, lang
    ) parts
    group by part, lang
    order by part, lang`);
  return rowsOf<{ part: string; lang: string; count: number }>(result);
}
