import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.js';

/** A notice whose translations are still queued waits for them this long past its time, no more. */
export const TRANSLATION_WAIT_MS = 40_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Takes one due notice (scheduled, its time come): status sending, its expansion into deliveries begun
 * (`expanded_through` 0). Two processes never take the same notice (FOR UPDATE SKIP LOCKED). Answers
 * the notice's id, or null when none is due.
 */
export async function takeDueNotice(
  db: Db,
  now: Date,
  translationWaitMs = TRANSLATION_WAIT_MS,
): Promise<number | null> {
  const [taken] = rowsOf<{ id: number }>(
    await db.execute(sql`
      update nupost_notices set status = 'sending', sent_at = coalesce(sent_at, ${at(now)}),
        expanded_through = 0, updated_at = ${at(now)}
      where id = (
        select n.id from nupost_notices n
        where n.status = 'scheduled' and n.scheduled_at <= ${at(now)}
          and (n.scheduled_at <= ${at(new Date(now.getTime() - translationWaitMs))}
            or not exists (select 1 from translation_queue q
                           where q.entity = 'nupost_notice' and q.entity_id = n.id))
        order by n.scheduled_at, n.id
        limit 1
        for update skip locked
      )
      returning id`),
  );
  return taken?.id ?? null;
}

export interface ExpandedSlice {
  noticeId: number;
  /** deliveries written by this slice */
  deliveries: number;
  /** every follower's deliveries are now written */
  done: boolean;
}

/**
 * Writes the deliveries of the next `size` active followers (in member id order, after the notice's
 * `expanded_through`) of one notice being sent, and moves its `expanded_through` past them, in one
 * statement: an app delivery for every follower in the audience, a push one for those with a
 * subscription (when push is on), an e-mail one for those with a confirmed address and no subscription
 * or who chose e-mail. A slice smaller than `size` is the last: `expanded_through` becomes null.
 *
 * A crash undoes the whole statement, so the next process starts again at the same follower; the
 * notice row is locked (SKIP LOCKED) so two processes never write the same slice, and the unique key
 * (notice, member, channel) would refuse a second copy anyway. Slices keep each statement short: on
 * PGlite one statement holds the server's only thread. Null when no notice is being expanded.
 */
export async function expandNoticeSlice(
  db: Db,
  now: Date,
  pushEnabled: boolean,
  size: number,
): Promise<ExpandedSlice | null> {
  const [row] = rowsOf<{ noticeId: number; deliveries: number; expandedThrough: number | null }>(
    await db.execute(sql`
      with n as (
        select id, business_user_id, audience, province_id, city_id, expanded_through
        from nupost_notices
        where status = 'sending' and expanded_through is not null
        order by id
        limit 1
        for update skip locked
      ),
      slice as (
        select f.member_user_id
        from n join nupost_follows f on f.business_user_id = n.business_user_id and f.ended_at is null
        where f.member_user_id > n.expanded_through
        order by f.member_user_id
        limit ${size}
      ),
      written as (
        insert into nupost_deliveries (notice_id, member_user_id, channel, next_attempt_at)
        select n.id, u.id, c.channel, ${at(now)}
        from n
        cross join slice s
        join users u on u.id = s.member_user_id
        cross join lateral (
          select ${pushEnabled} and exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as has_push,
                 coalesce((select m.email from nupost_member_settings m where m.user_id = u.id), false) as wants_email
        ) p
        cross join lateral (
          select 'app' as channel
          union all select 'push' where p.has_push
          union all select 'email' where u.email_confirmed_at is not null and (not p.has_push or p.wants_email)
        ) c
        where n.audience = 'all'
          or (n.audience = 'province' and u.province_id = n.province_id)
          or (n.audience = 'city' and u.city_id = n.city_id)
        on conflict (notice_id, member_user_id, channel) do nothing
        returning 1
      ),
      moved as (
        update nupost_notices t
        set expanded_through = case when (select count(*) from slice) < ${size} then null
                                    else (select max(member_user_id) from slice) end
        from n where t.id = n.id
        returning t.id, t.expanded_through
      )
      select moved.id as "noticeId", moved.expanded_through as "expandedThrough",
        (select count(*) from written)::int as deliveries
      from moved`),
  );
  if (!row) return null;
  return { noticeId: row.noticeId, deliveries: row.deliveries, done: row.expandedThrough === null };
}

/**
 * Refreshes the planner's statistics of the deliveries once a notice's are written: PGlite has no
 * autovacuum, and with the counts of before the send (none) the claim sorted every due delivery
 * instead of reading the first few in its index's order.
 */
export async function analyzeDeliveries(db: Db): Promise<void> {
  await db.execute(sql`analyze nupost_deliveries`);
}
