// Child process: the real Harbour app as app-server.ts starts it (fresh PGlite, or a new PostgreSQL
// database dropped at the end when BENCH_DATABASE_URL is set), mailing through SMTP_URL and pushing to
// the stand-in (its certificate trusted through NODE_EXTRA_CA_CERTS, so the job keeps its own sender).
// On {kind: 'setup'} it writes the bench's business, members, follows, subscriptions and a draft
// notice directly in its database in bulk; on {kind: 'status'} it reports the notice's deliveries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { rowsOf } from '../../apps/server/src/db/client.js';
import { sourceHash } from '../../apps/server/src/db/text-translations.js';
import { createSession } from '../../apps/server/src/plugins/auth.js';
import { createTestPostgres } from '../../apps/server/src/test/build-test-app.js';
import { LANGUAGE_TAGS } from '../../packages/i18n/src/languages.js';

export interface SetupMessage {
  kind: 'setup';
  members: number;
  /** one per member with push, in member order; the others get e-mail */
  subscriptions: { endpoint: string; p256dh: string; auth: string }[];
}
export interface SetupReply {
  kind: 'setup';
  noticeId: number;
  authorization: string;
  setupMs: number;
}
export interface StatusReply {
  kind: 'status';
  notice: string;
  /** Date.now() when the job took the notice (its sent_at), and of the last delivery made */
  takenAt: number | null;
  lastSentAt: number | null;
  /** channel → status → count */
  deliveries: Record<string, Record<string, number>>;
  /** the server process's CPU time so far (user + system), ms */
  cpuMs: number;
}

/** the members' languages, in turn; the notice is written in the first */
const LANGS = ['en', ...LANGUAGE_TAGS.filter((t) => t !== 'en')];
const TITLE = 'Free tax clinic on Saturday';
const BODY =
  'Volunteers help newcomers file their first tax return, free of charge. Bring your ID, your SIN and ' +
  'the slips you received; interpreters in Arabic, Persian and Ukrainian. 10 a.m. to 3 p.m., main hall.';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-nupost-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: process.env.BENCH_DEBUG ? 'info' : 'silent',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  RATE_LIMIT_MAX: '1000000000',
  DIRECTORY_CACHE_SECONDS: '0',
  SMTP_URL: process.env.SMTP_URL!,
  VAPID_SUBJECT: 'mailto:bench@harbour.test',
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
const postgresUrl = process.env.BENCH_DATABASE_URL;
const app = await buildApp(config, postgresUrl ? { database: await createTestPostgres(postgresUrl) } : {});
await app.listen({ host: '127.0.0.1', port: 0 });
const db = app.db;

async function setup(m: SetupMessage): Promise<SetupReply> {
  const started = performance.now();
  const [biz] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, preferred_language, email_confirmed_at)
      values ('nupost-bench-business@example.org', 'x', 'Bench', 'Business', 'en', now()) returning id`),
  );
  const businessId = biz!.id;
  // Enterprise: no member limit
  await db.execute(sql`
    insert into business_accounts (user_id, business_name, plan_id)
    select ${businessId}, 'Harbour Tax Clinic', id from business_plans where code = 'nupost-501'`);
  const langs = `{${LANGS.join(',')}}`;
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, preferred_language, email_confirmed_at)
    select 'nupost-bench-' || i || '@example.org', 'x', 'Member' || i, 'Bench',
      (${langs}::text[])[1 + i % ${LANGS.length}], now()
    from generate_series(1, ${m.members}) i`);
  await db.execute(sql`
    insert into nupost_follows (business_user_id, member_user_id)
    select ${businessId}, id from users where email like 'nupost-bench-%@example.org' and id <> ${businessId}`);
  // the first members in id order get the subscriptions
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select u.id, s.endpoint, s.p256dh, s.auth
    from (select id, row_number() over (order by id) as n from users
          where email like 'nupost-bench-%@example.org' and id <> ${businessId}) u
    join (select x.*, row_number() over () as n
          from jsonb_to_recordset(${JSON.stringify(m.subscriptions)}::jsonb) as x(endpoint text, p256dh text, auth text)) s
      on s.n = u.n`);
  const [notice] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into nupost_notices (business_user_id, title, body, link, original_lang, audience, status)
      values (${businessId}, ${TITLE}, ${BODY}, 'https://example.org/tax-clinic', 'en', 'all', 'draft')
      returning id`),
  );
  // its texts in the 12 other languages as the translation worker leaves them (no provider runs here)
  for (const lang of LANGS.slice(1)) {
    for (const [field, text] of [
      ['title', TITLE],
      ['body', BODY],
    ] as const) {
      await db.execute(sql`
        insert into text_translations (entity, entity_id, field, lang, text, origin, source_hash)
        values ('nupost_notice', ${notice!.id}, ${field}, ${lang}, ${`[${lang}] ${text}`}, 'machine', ${sourceHash(text)})`);
    }
  }
  await db.execute(sql`analyze`);
  const { token } = await createSession(db, businessId);
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  return {
    kind: 'setup',
    noticeId: notice!.id,
    authorization: `Bearer ${token}`,
    setupMs: performance.now() - started,
  };
}

/** `brief`: the notice's status only, without counting its deliveries (the poll during the send) */
async function status(noticeId: number, brief = false): Promise<StatusReply> {
  const [n] = rowsOf<{ status: string; taken: number | null }>(
    await db.execute(
      sql`select status, (extract(epoch from sent_at) * 1000)::float8 as taken from nupost_notices where id = ${noticeId}`,
    ),
  );
  const rows = brief
    ? []
    : rowsOf<{ channel: string; status: string; n: number; last: number | null }>(
        await db.execute(sql`
      select channel, status, count(*)::int as n, (extract(epoch from max(sent_at)) * 1000)::float8 as last
      from nupost_deliveries where notice_id = ${noticeId} group by channel, status`),
      );
  const deliveries: StatusReply['deliveries'] = {};
  let last: number | null = null;
  for (const r of rows) {
    (deliveries[r.channel] ??= {})[r.status] = r.n;
    if (r.last !== null) last = Math.max(last ?? 0, Number(r.last));
  }
  return {
    kind: 'status',
    notice: n?.status ?? 'missing',
    takenAt: n?.taken != null ? Number(n.taken) : null,
    lastSentAt: last,
    deliveries,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  };
}

process.on('message', (m: SetupMessage | { kind: 'status'; noticeId: number; brief?: boolean }) => {
  const reply = m.kind === 'setup' ? setup(m) : status(m.noticeId, m.brief);
  reply.then(
    (r) => process.send?.(r),
    (err: unknown) => process.send?.({ kind: 'error', message: String((err as Error)?.stack ?? err) }),
  );
});

const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });

// BENCH_NUPOST_PROFILE=<file>: a CPU profile of the server from the end of the set-up to its exit
const profileFile = process.env.BENCH_NUPOST_PROFILE;
const profiler = profileFile ? new Session() : null;
async function stopProfile() {
  if (!profiler) return;
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(profileFile!, JSON.stringify(profile));
}

process.once('disconnect', () => {
  void stopProfile()
    .then(() => app.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
