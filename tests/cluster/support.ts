import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createScratchDatabase } from '../../apps/server/src/test/scratch-database.js';
import { findNginx, startCluster, type Cluster } from '../../scripts/cluster-lib.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** the client address the server sees (the processes trust X-Forwarded-For from 127.0.0.1: TRUST_PROXY=127.0.0.1) */
  clientIp?: string;
  timeoutMs?: number;
}

/** One JSON call; a network failure is thrown, any HTTP answer is returned. */
export async function call(base: string, url: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.clientIp) headers['x-forwarded-for'] = opts.clientIp;
  const res = await fetch(`${base}${url}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (an nginx error page): kept as text
  }
  return { status: res.status, headers: res.headers, body };
}

/** The message key of an answer: `{ meta: { message } }`, or `{ status, message }` for the second back end. */
export function messageOf(res: Answer): string | undefined {
  const body = res.body as { meta?: { message?: string }; message?: string } | null;
  return body?.meta?.message ?? body?.message;
}

/** The `data` of a successful answer, as the test expects it to be. */
export function dataOf<T>(res: Answer): T {
  return (res.body as { data: T }).data;
}

/** A made-up client address, different for every call of the test run. */
let ipCounter = 0;
export function newClientIp(): string {
  ipCounter++;
  return `10.${randomBytes(1)[0]}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** `count` consecutive free TCP ports on 127.0.0.1. */
export async function freePorts(count: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

/** A new, empty database on the server of `adminUrl`; `drop` removes it. */
export const createClusterDatabase = (adminUrl: string) => createScratchDatabase(adminUrl, 'harbour_cluster');

/** Deletes every Redis key under `prefix` (the test's own prefix). */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A challenge from `base` solved as the ALTCHA widget does: base64 of `{ challenge, solution }`. */
export async function solvedCaptcha(base: string, clientIp: string): Promise<string> {
  const res = await call(base, '/api/altcha/challenge', { clientIp });
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const PASSWORD = 'Harbour-cluster-2026!';

/** Registration form of a new account in a real seeded city. */
export function registration(email: string, place: { provinceId: number; cityId: number }) {
  return {
    firstName: 'Cluster',
    lastName: 'Tester',
    email,
    password: PASSWORD,
    postalCode: 'C1A 1A1',
    provinceId: place.provinceId,
    cityId: place.cityId,
  };
}

/** Percentile (0–100) of the numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** What the two-process tests need and do not have (TEST_DATABASE_URL, TEST_REDIS_URL, nginx): skip when any. */
export function clusterMissing(): string[] {
  return [
    ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
    ...(process.env.TEST_REDIS_URL ? [] : ['TEST_REDIS_URL']),
    ...(findNginx() ? [] : ['nginx']),
  ];
}

export interface TestCluster {
  cluster: Cluster;
  /** nginx, and each process straight */
  proxy: string;
  one: string;
  two: string;
  /** a connection to the cluster's own scratch database */
  sql: pg.Client;
  /** stops the processes and nginx, drops the database, clears the Redis keys */
  stop(): Promise<void>;
}

/**
 * Two server processes (apps/server/dist/main.js) behind nginx on a new scratch database and Redis
 * under their own key prefix (`name`), with the settings every cluster test shares; `env` adds or
 * overrides. Needs what `clusterMissing` checks.
 */
export async function startTestCluster(
  name: string,
  env: Record<string, string> = {},
  opts: { keepDir?: boolean; accessLog?: boolean } = {},
): Promise<TestCluster> {
  const redisUrl = process.env.TEST_REDIS_URL!;
  const redisPrefix = `${name}-${randomBytes(4).toString('hex')}:`;
  const database = await createClusterDatabase(process.env.TEST_DATABASE_URL!);
  let cluster: Cluster | undefined;
  let sql: pg.Client | undefined;
  const stop = async () => {
    await sql?.end();
    await cluster?.stop();
    await database.drop();
    await clearRedisPrefix(redisUrl, redisPrefix);
  };
  try {
    const basePort = await freePorts(3);
    cluster = await startCluster({
      processes: 2,
      listenPort: basePort,
      basePort: basePort + 1,
      ...opts,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent/harbour-web',
        WEATHER_PROVIDER: 'none',
        ADMIN_PASSWORD: 'Harbour-cluster-admin-1!',
        RATE_LIMIT_MAX: '100000',
        CAPTCHA_ENABLED: 'false',
        ...env,
      },
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  } catch (err) {
    await stop();
    throw err;
  }
  const [one, two] = cluster.members.map((m) => m.url) as [string, string];
  return { cluster, proxy: cluster.proxyUrl, one, two, sql, stop };
}
