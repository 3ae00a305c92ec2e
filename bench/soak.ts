// A mixed soak on two server processes behind nginx (scripts/cluster-lib.js) on PostgreSQL + Redis: browse the
// home page, notices and events, list and search the directories with varied terms, log in, collect and give back
// coupons. First a short closed-loop saturation run of the same mix measures the capacity; then the mix is
// offered open-loop at 80 % of it for the soak. Prints errors, p50/p99 and each process's RSS at start and end.
// Usage: npx tsx bench/soak.ts [--duration 600] [--saturation 20] [--connections 32] [--share 0.8]
// Needs PostgreSQL (SOAK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a fresh database is
// created on that server and dropped after), Redis (SOAK_REDIS_URL, default redis://127.0.0.1:6379) and nginx.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startCluster, type Cluster } from '../scripts/cluster-lib.js';
import { SEARCH_TERMS } from './search-terms.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    saturation: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    share: { type: 'string', default: '0.8' },
    accounts: { type: 'string', default: '60' },
  },
});
const DURATION_S = Number(values.duration);
const SATURATION_S = Number(values.saturation);
const CONNECTIONS = Number(values.connections);
const SHARE = Number(values.share);
const ACCOUNTS = Number(values.accounts);
const adminUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Harbour-soak-2026!';

interface Req {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  /** called with the status, to keep the coupon wallets' state */
  done?: (status: number) => void;
}

interface Sample {
  kind: string;
  /** kept for failures only, to say which call failed */
  path?: string;
  ms: number;
  ok: boolean;
  status: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(base: URL, req: Req): Promise<number> {
  return new Promise((resolve) => {
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (payload) headers['content-type'] = 'application/json';
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    const r = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: req.path,
        method: req.method,
        headers,
        agent,
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(-1));
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', () => resolve(-1));
    r.end(payload);
  });
}

interface Account {
  email: string;
  userId: number;
  token: string;
  busy: boolean;
  /** coupons in the wallet */
  collected: Set<number>;
}

/** The mix: what a visitor does, weighted. Each call returns the next request. */
function mix(ctx: {
  accounts: Account[];
  couponIds: number[];
  provinceIds: number[];
  cityIds: number[];
}): () => Req {
  let n = 0;
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const monthEnd = new Date(today.getTime() + 31 * 24 * 3600 * 1000);
  const types = ['service', 'job', 'volunteer'];
  const weighted: [number, () => Req][] = [
    [8, () => ({ kind: 'home', method: 'GET', path: '/api/web/bill-board-content' })],
    [4, () => ({ kind: 'home', method: 'GET', path: '/api/web/sponsors' })],
    [4, () => ({ kind: 'home', method: 'GET', path: '/api/web/posts?type=tips-of-the-day' })],
    [
      4,
      () => ({
        kind: 'home',
        method: 'GET',
        path: '/api/web/settings?settingType=org_address&category=contact_us',
      }),
    ],
    [4, () => ({ kind: 'home', method: 'GET', path: '/api/web/provinces/all' })],
    [
      8,
      () => ({
        kind: 'notices',
        method: 'GET',
        path: `/api/getNotificationForWebsite?provinceId=${pick(ctx.provinceIds)}`,
      }),
    ],
    [
      4,
      () => ({
        kind: 'notices',
        method: 'GET',
        path: `/api/web/notifications?pageNumber=1&cityId=${pick(ctx.cityIds)}`,
        token: pick(ctx.accounts).token,
      }),
    ],
    [
      8,
      () => ({
        kind: 'events',
        method: 'GET',
        path: `/api/web/get-event-meeting-calendar?provinceId=${pick(ctx.provinceIds)}&startDate=${iso(today)}&endDate=${iso(monthEnd)}`,
        token: pick(ctx.accounts).token,
      }),
    ],
    [
      20,
      () => ({
        kind: 'directory list',
        method: 'GET',
        path: `/api/web/directory/${pick(types)}?cityId=${Math.random() < 0.3 ? 'all' : pick(ctx.cityIds)}&page=${1 + Math.floor(Math.random() * 3)}`,
      }),
    ],
    [
      25,
      () => ({
        kind: 'directory search',
        method: 'GET',
        path: `/api/web/directory/${pick(types)}?cityId=all&page=1&search=${encodeURIComponent(SEARCH_TERMS[n++ % SEARCH_TERMS.length]!)}`,
      }),
    ],
    [
      2,
      () => {
        // one visitor signs in to an account at a time (the server holds an account during an attempt)
        const account = pick(ctx.accounts);
        if (account.busy) return { kind: 'home', method: 'GET', path: '/api/getVersion' };
        account.busy = true;
        return {
          kind: 'login',
          method: 'POST',
          path: '/api/login',
          body: { email: account.email, password: PASSWORD },
          done: () => {
            account.busy = false;
          },
        };
      },
    ],
    [
      13,
      () => {
        const free = ctx.accounts.filter((a) => !a.busy);
        const account = pick(free.length > 0 ? free : ctx.accounts);
        const notYet = ctx.couponIds.filter((id) => !account.collected.has(id));
        const collect = notYet.length > 0 && (account.collected.size === 0 || Math.random() < 0.5);
        const couponId = collect ? pick(notYet) : pick([...account.collected]);
        if (account.busy || couponId === undefined) {
          return {
            kind: 'coupons',
            method: 'GET',
            path: `/api/nupond/getCoupons?userId=${account.userId}`,
            token: account.token,
          };
        }
        account.busy = true;
        return {
          kind: collect ? 'coupon collect' : 'coupon give back',
          method: 'POST',
          path: collect ? '/api/nupond/collectCoupon' : '/api/nupond/removeCoupon',
          body: { couponId, userId: account.userId },
          token: account.token,
          done: (status) => {
            account.busy = false;
            if (status === 200) {
              if (collect) account.collected.add(couponId);
              else account.collected.delete(couponId);
            }
          },
        };
      },
    ],
  ];
  const total = weighted.reduce((s, [w]) => s + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, make] of weighted) {
      r -= w;
      if (r <= 0) return make();
    }
    return weighted[0]![1]();
  };
}

async function timed(base: URL, req: Req, scheduledAt: number, samples: Sample[]): Promise<void> {
  const status = await send(base, req);
  req.done?.(status);
  const ok = status >= 200 && status < 300;
  samples.push({
    kind: req.kind,
    ms: performance.now() - scheduledAt,
    ok,
    status,
    ...(ok ? {} : { path: req.path }),
  });
}

async function closedLoop(
  base: URL,
  next: () => Req,
  connections: number,
  seconds: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await timed(base, next(), performance.now(), samples);
    }),
  );
  return samples;
}

/** Offers `rate` requests a second whatever the answers' pace; latency counts from the scheduled time. */
async function openLoop(
  base: URL,
  next: () => Req,
  rate: number,
  seconds: number,
  onMinute: (minute: number, samples: Sample[]) => void,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let sent = 0;
  let minute = 0;
  for (;;) {
    const elapsed = performance.now() - start;
    if (elapsed >= seconds * 1000) break;
    const due = Math.floor((elapsed / 1000) * rate);
    while (sent < due) {
      const scheduledAt = start + (sent / rate) * 1000;
      const p = timed(base, next(), scheduledAt, samples).finally(() => inFlight.delete(p));
      inFlight.add(p);
      sent++;
    }
    if (Math.floor(elapsed / 60_000) > minute) {
      minute = Math.floor(elapsed / 60_000);
      onMinute(minute, samples);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  return samples;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok);
  const byStatus: Record<string, number> = {};
  for (const e of errors) {
    const key = `${e.status} ${e.path?.split('?')[0] ?? e.kind}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    rate: Math.round(samples.length / seconds),
    errors: errors.length,
    errorsByKind: byStatus,
    p50: Math.round(percentile(ms, 50) * 10) / 10,
    p99: Math.round(percentile(ms, 99) * 10) / 10,
    max: Math.round((ms[ms.length - 1] ?? 0) * 10) / 10,
  };
}

function perKind(samples: Sample[]) {
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  return Object.fromEntries(
    kinds.map((k) => {
      const ms = samples
        .filter((s) => s.kind === k)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return [k, { n: ms.length, p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)) }];
    }),
  );
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  const name = `harbour_soak_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const redisPrefix = `harbour-soak-${randomBytes(4).toString('hex')}:`;
  let cluster: Cluster | null = null;
  const sql = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    cluster = await startCluster({
      processes: 2,
      listenPort: 18180,
      basePort: 18181,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://127.0.0.1:18180',
        LOG_LEVEL: 'warn',
        DATABASE_URL: dbUrl.toString(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        SEED_DEMO: 'true',
        WEATHER_PROVIDER: 'none',
        ADMIN_PASSWORD: 'Harbour-soak-admin-1!',
        CAPTCHA_ENABLED: 'false',
        // every visitor comes through nginx from this one machine: the per-IP limits would refuse the bench
        RATE_LIMIT_MAX: '100000000',
        LOGIN_RATE_LIMIT_MAX: '100000000',
      },
      log: (line) => console.log(`[cluster] ${line}`),
    });
    const base = new URL(cluster.proxyUrl);
    await sql.connect();
    const places = (
      await sql.query<{ id: number; province_id: number }>('SELECT id, province_id FROM cities')
    ).rows;
    const provinceIds = [...new Set(places.map((p) => p.province_id))];
    const cityIds = places.map((p) => p.id);
    const couponIds = (
      await sql.query<{ id: number }>('SELECT id FROM coupons WHERE expire_at > now()')
    ).rows.map((r) => r.id);
    const accounts: Account[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `soak-${i}-${randomBytes(3).toString('hex')}@example.com`;
      const place = places[i % places.length]!;
      const reg = await send(base, {
        kind: 'setup',
        method: 'POST',
        path: '/api/registration',
        body: {
          firstName: 'Soak',
          lastName: 'Visitor',
          email,
          password: PASSWORD,
          postalCode: 'C1A 1A1',
          provinceId: place.province_id,
          cityId: place.id,
        },
      });
      if (reg !== 200) throw new Error(`registration answered ${reg}`);
      const { rows } = await sql.query<{ id: number }>(
        'UPDATE users SET email_confirmed_at = now() WHERE email = $1 RETURNING id',
        [email],
      );
      const token = await loginToken(base, email);
      accounts.push({ email, userId: rows[0]!.id, token, busy: false, collected: new Set() });
    }
    console.log(
      `setup: ${accounts.length} accounts, ${couponIds.length} coupons, ${cityIds.length} cities, ${SEARCH_TERMS.length} search terms`,
    );
    const next = mix({ accounts, couponIds, provinceIds, cityIds });

    const saturation = await closedLoop(base, next, CONNECTIONS, SATURATION_S);
    const capacity = summary(saturation, SATURATION_S);
    console.log(`saturation (${CONNECTIONS} connections, ${SATURATION_S} s): ${JSON.stringify(capacity)}`);
    const rate = Math.max(1, Math.round(capacity.rate * SHARE));
    await new Promise((r) => setTimeout(r, 5000));

    const pids = cluster.members.map((m) => m.child.pid);
    const rssStart = pids.map(rssMb);
    console.log(
      `soak: ${rate} req/s (${SHARE * 100} % of ${capacity.rate}) for ${DURATION_S} s; RSS at start ${rssStart.join(' / ')} MB`,
    );
    const soak = await openLoop(base, next, rate, DURATION_S, (minute, samples) => {
      const last = samples.slice(-rate * 60);
      const s = summary(last, 60);
      console.log(
        `  minute ${minute}: ${s.requests} req, errors ${s.errors}, p50 ${s.p50} ms, p99 ${s.p99} ms, RSS ${pids.map(rssMb).join(' / ')} MB`,
      );
    });
    const rssEnd = pids.map(rssMb);
    const result = summary(soak, DURATION_S);
    console.log(`soak result: ${JSON.stringify(result)}`);
    console.log(`per kind: ${JSON.stringify(perKind(soak))}`);
    console.log(`RSS per process (MB): start ${rssStart.join(' / ')}, end ${rssEnd.join(' / ')}`);
    console.log(
      JSON.stringify({
        capacity: capacity.rate,
        offered: rate,
        soak: result,
        rssStartMb: rssStart,
        rssEndMb: rssEnd,
      }),
    );
    if (result.errors > 0) process.exitCode = 1;
  } finally {
    await sql.end().catch(() => {});
    await cluster?.stop();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    agent.destroy();
  }
}

async function loginToken(base: URL, email: string): Promise<string> {
  const res = await fetch(`${base.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`login answered ${res.status}`);
  return body.data.token;
}

await main();
