import { sql } from 'drizzle-orm';
import type { NoticeDeliveryFigures } from '@harbour/shared';
import { rowsOf, type Db } from '../../../db/client.js';
import { currentText, type TranslationOrigin } from '../../../db/text-translations.js';

/** How long a process may take over a claimed delivery before another takes it again. */
export const DELIVERY_LEASE_MS = 2 * 60_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/**
 * `d.id = any(…)` beside the join on a JSON recordset: the planner, not knowing the recordset's ids,
 * would otherwise hash-join it with a scan of every delivery (on PGlite 20,000 rows per 100 updated).
 */
const idIn = (ids: number[]) => sql`d.id = any(${`{${ids.join(',')}}`}::integer[])`;

/** A claimed delivery with what it takes to send it: the member, the notice in their language, the business. */
export interface ClaimedDelivery {
  id: number;
  noticeId: number;
  memberUserId: number;
  channel: 'push' | 'email' | 'app';
  attempts: number;
  pushedSubscriptions: number[];
  businessUserId: number;
  businessName: string;
  email: string;
  firstName: string;
  lang: string;
  memberProvinceId: number | null;
  businessProvinceId: number | null;
  title: string;
  body: string;
  link: string | null;
  picture: string | null;
  following: boolean;
}

/**
 * Claims up to `limit` deliveries whose time has come (pending ones, and `sending` ones whose lease ran
 * out: their process died), leasing them for DELIVERY_LEASE_MS. Each goes to one process only.
 */
export async function claimDeliveries(db: Db, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const lease = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const rows = rowsOf<ClaimedRow>(
    await db.execute(sql`
      with claimed as (
        update nupost_deliveries d set status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${at(lease)}
        where d.id in (
          select id from nupost_deliveries
          where status in ('pending', 'sending') and next_attempt_at <= ${at(now)}
          -- the index's order (ties in insertion order): ordering by id as well sorted every due row
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning d.id, d.notice_id, d.member_user_id, d.channel, d.attempts, d.pushed_subscriptions
      )
      select c.id, c.notice_id as "noticeId", c.member_user_id as "memberUserId", c.channel, c.attempts,
        c.pushed_subscriptions as "pushedSubscriptions",
        n.business_user_id as "businessUserId", b.business_name as "businessName",
        u.email, u.first_name as "firstName", u.preferred_language as lang,
        u.province_id as "memberProvinceId", bu.province_id as "businessProvinceId",
        n.title, n.body, tt.text as "titleText", tt.origin as "titleOrigin", tt.source_hash as "titleHash",
        tb.text as "bodyText", tb.origin as "bodyOrigin", tb.source_hash as "bodyHash", n.link, n.picture,
        exists (select 1 from nupost_follows f where f.business_user_id = n.business_user_id
                and f.member_user_id = c.member_user_id and f.ended_at is null) as following
      from claimed c
      join nupost_notices n on n.id = c.notice_id
      join business_accounts b on b.user_id = n.business_user_id
      join users bu on bu.id = n.business_user_id
      join users u on u.id = c.member_user_id
      left join text_translations tt on tt.entity = 'nupost_notice' and tt.entity_id = n.id
        and tt.field = 'title' and tt.lang = u.preferred_language and u.preferred_language <> n.original_lang
      left join text_translations tb on tb.entity = 'nupost_notice' and tb.entity_id = n.id
        and tb.field = 'body' and tb.lang = u.preferred_language and u.preferred_language <> n.original_lang
      order by c.id`),
  );
  return rows.map(({ titleText, titleOrigin, titleHash, bodyText, bodyOrigin, bodyHash, ...d }) => ({
    ...d,
    title: inLanguage(d.title, titleText, titleOrigin, titleHash),
    body: inLanguage(d.body, bodyText, bodyOrigin, bodyHash),
  }));
}

type ClaimedRow = ClaimedDelivery & {
  titleText: string | null;
  titleOrigin: TranslationOrigin | null;
  titleHash: string | null;
  bodyText: string | null;
  bodyOrigin: TranslationOrigin | null;
  bodyHash: string | null;
};

/** The member's language's text unless it is a machine text made from an older original (the notice was edited). */
function inLanguage(
  original: string,
  text: string | null,
  origin: TranslationOrigin | null,
  hash: string | null,
): string {
  if (text === null || origin === null || hash === null) return original;
  return currentText(original, { text, origin, sourceHash: hash, reviewed: false })?.text ?? original;
}

/**
 * Writes the members' in-app copies of these deliveries and marks them sent, in one statement: a copy
 * exists exactly when its delivery says sent, so a restart never writes one twice. Each copy's id is
 * drawn first, to tie it to its delivery. One statement rather than a transaction of three: on PGlite a
 * transaction holds the database while the event loop runs other work between its statements.
 */
export async function writeAppCopies(db: Db, deliveries: ClaimedDelivery[], now: Date): Promise<void> {
  if (deliveries.length === 0) return;
  const json = JSON.stringify(
    deliveries.map((d) => ({
      delivery_id: d.id,
      province_id: d.memberProvinceId ?? d.businessProvinceId,
      user_id: d.memberUserId,
      title: d.title,
      message: d.body,
      link: d.link,
      image: d.picture,
    })),
  );
  await db.execute(sql`
    with x as (
      -- the sequence looked up once (a subquery): per row, the lookup cost 1.4 ms on PGlite
      select nextval((select pg_get_serial_sequence('notifications', 'id'))::regclass)::int as notification_id, r.*
      from jsonb_to_recordset(${json}::jsonb) as r(delivery_id int, province_id int, user_id int,
        title text, message text, link text, image text)
    ),
    copies as (
      insert into notifications (id, province_id, user_id, type, title, message, link, image, updated_at)
      select x.notification_id, coalesce(x.province_id, (select min(id) from provinces)), x.user_id, 'business',
        x.title, x.message, x.link, x.image, ${at(now)}
      from x
    )
    update nupost_deliveries d set status = 'sent', sent_at = ${at(now)}, notification_id = x.notification_id
    from x
    where d.id = x.delivery_id and ${idIn(deliveries.map((d) => d.id))}`);
}

/** A delivery made: for a push, the subscriptions reached and what the others answered. */
export interface SentRecord {
  id: number;
  pushedSubscriptions?: number[];
  error?: string | null;
}

/** Marks these deliveries sent in one statement, whatever their number. */
export async function markSentMany(db: Db, records: SentRecord[], now: Date): Promise<void> {
  if (records.length === 0) return;
  const json = JSON.stringify(
    records.map((r) => ({
      id: r.id,
      error: r.error?.slice(0, 300) ?? null,
      pushed: r.pushedSubscriptions ? `{${r.pushedSubscriptions.join(',')}}` : null,
    })),
  );
  await db.execute(sql`
    update nupost_deliveries d set status = 'sent', sent_at = ${at(now)}, error = x.error,
      pushed_subscriptions = coalesce(x.pushed::integer[], d.pushed_subscriptions)
    from jsonb_to_recordset(${json}::jsonb) as x(id int, error text, pushed text)
    where d.id = x.id and ${idIn(records.map((r) => r.id))} and d.status = 'sending'`);
}

export async function markFinal(
  db: Db,
  id: number,
  status: 'failed' | 'cancelled',
  error: string,
): Promise<void> {
  await db.execute(
    sql`update nupost_deliveries set status = ${status}, error = ${error.slice(0, 300)} where id = ${id}`,
  );
}

/** Puts the delivery back in the queue for `retryAt`, keeping the subscriptions already reached. */
export async function markRetry(
  db: Db,
  id: number,
  retryAt: Date,
  error: string,
  pushedSubscriptions: number[],
): Promise<void> {
  await db.execute(sql`
    update nupost_deliveries set status = 'pending', next_attempt_at = ${at(retryAt)}, error = ${error.slice(0, 300)},
      pushed_subscriptions = ${`{${pushedSubscriptions.join(',')}}`}::integer[]
    where id = ${id}`);
}

/** The members' in-app copies of these notices: `${noticeId}:${memberUserId}` → notification id. */
export async function appCopies(
  db: Db,
  noticeIds: number[],
  memberUserIds: number[],
): Promise<Map<string, number | null>> {
  if (noticeIds.length === 0 || memberUserIds.length === 0) return new Map();
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const rows = rowsOf<{ noticeId: number; memberUserId: number; notificationId: number | null }>(
    await db.execute(sql`
      select notice_id as "noticeId", member_user_id as "memberUserId", notification_id as "notificationId"
      from nupost_deliveries
      where channel = 'app' and notice_id in (${list(noticeIds)}) and member_user_id in (${list(memberUserIds)})`),
  );
  return new Map(rows.map((r) => [`${r.noticeId}:${r.memberUserId}`, r.notificationId]));
}

/** Gives claimed deliveries back unsent (the process is stopping): due again at once, the attempt not counted. */
export async function releaseDeliveries(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update nupost_deliveries set status = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = ${at(now)}
    where status = 'sending' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** An e-mail delivery instead of a push one whose every subscription turned out dead. */
export async function addEmailFallback(
  db: Db,
  noticeId: number,
  memberUserId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into nupost_deliveries (notice_id, member_user_id, channel, next_attempt_at)
    select ${noticeId}, u.id, 'email', ${at(now)} from users u
    where u.id = ${memberUserId} and u.email_confirmed_at is not null
    on conflict (notice_id, member_user_id, channel) do nothing`);
}

/** Notices being sent whose deliveries are all written (expansion done) and all done become sent. */
export async function finishSentNotices(db: Db, now: Date): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update nupost_notices n set status = 'sent', updated_at = ${at(now)}
      where n.status = 'sending' and n.expanded_through is null
        and not exists (select 1 from nupost_deliveries d
                        where d.notice_id = n.id and d.status in ('pending', 'sending'))
      returning n.id`),
  );
  return rows.length;
}

const ZERO: NoticeDeliveryFigures = {
  recipients: 0,
  pushSent: 0,
  pushDelivered: 0,
  pushFailed: 0,
  emailsSent: 0,
  readInApp: 0,
};

/**
 * Per notice: members reached by any channel, pushes attempted / accepted by the push service / failed,
 * e-mails handed to the mail transport, in-app copies opened. Notices without deliveries get zeros.
 */
export async function noticeDeliveryFigures(
  db: Db,
  noticeIds: number[],
): Promise<Map<number, NoticeDeliveryFigures>> {
  const figures = new Map<number, NoticeDeliveryFigures>(noticeIds.map((id) => [id, { ...ZERO }]));
  if (noticeIds.length === 0) return figures;
  const rows = rowsOf<{ noticeId: number } & Record<keyof NoticeDeliveryFigures, string | number>>(
    await db.execute(sql`
      select notice_id as "noticeId",
        count(distinct member_user_id) as recipients,
        count(*) filter (where channel = 'push' and status in ('sent', 'failed')) as "pushSent",
        count(*) filter (where channel = 'push' and status = 'sent') as "pushDelivered",
        count(*) filter (where channel = 'push' and status = 'failed') as "pushFailed",
        count(*) filter (where channel = 'email' and status = 'sent') as "emailsSent",
        count(*) filter (where channel = 'app' and read_at is not null) as "readInApp"
      from nupost_deliveries
      where notice_id in (${sql.join(
        noticeIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and status <> 'cancelled'
      group by notice_id`),
  );
  for (const r of rows) {
    figures.set(r.noticeId, {
      recipients: Number(r.recipients),
      pushSent: Number(r.pushSent),
      pushDelivered: Number(r.pushDelivered),
      pushFailed: Number(r.pushFailed),
      emailsSent: Number(r.emailsSent),
      readInApp: Number(r.readInApp),
    });
  }
  return figures;
}
