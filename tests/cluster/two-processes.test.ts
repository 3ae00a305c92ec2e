import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../scripts/cluster-lib.js';
import {
  call,
  clusterMissing,
  newClientIp,
  PASSWORD,
  percentile,
  registration,
  solvedCaptcha,
  startTestCluster,
  dataOf,
  messageOf,
  type Answer,
  type TestCluster,
} from './support.js';

const missing = clusterMissing();
if (missing.length > 0) {
  console.warn(
    `cluster: two-process tests skipped, ${missing.join(', ')} missing (they need PostgreSQL, Redis, nginx)`,
  );
}

const LOGIN_IP_LIMIT = 5;
/** POST /api/auth/login-token/preview allows 20 a minute per client IP */
const PREVIEW_LIMIT = 20;

describe.skipIf(missing.length > 0)('two server processes behind nginx on PostgreSQL + Redis', () => {
  let test: TestCluster;
  let cluster: Cluster;
  let sql: pg.Client;
  let proxy: string;
  let one: string;
  let two: string;
  let place: { provinceId: number; cityId: number };

  beforeAll(async () => {
    test = await startTestCluster(
      'harbour-cluster',
      {
        DIRECTORY_CACHE_SECONDS: '300',
        // everything through nginx comes from 127.0.0.1: the shared limits are shown with made-up client
        // addresses sent straight to the processes, so the traffic of the last test is not refused
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_IP_LIMIT),
        ALTCHA_COST: '1',
        ALTCHA_MAX_COUNTER: '20',
      },
      { keepDir: Boolean(process.env.CLUSTER_KEEP_DIR), accessLog: true },
    );
    ({ cluster, sql, proxy, one, two } = test);
    const { rows } = await sql.query<{ id: number; province_id: number }>(
      "SELECT id, province_id FROM cities WHERE name = 'Charlottetown'",
    );
    place = { cityId: rows[0]!.id, provinceId: rows[0]!.province_id };
  }, 180_000);

  afterAll(async () => {
    await test?.stop();
  });

  /** A confirmed account (registered through `base`, confirmed in the database as the mailed link would). */
  async function confirmedAccount(base: string): Promise<{ email: string; userId: number }> {
    const email = `cluster-${randomBytes(5).toString('hex')}@example.com`;
    const res = await call(base, '/api/registration', { body: registration(email, place) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows } = await sql.query<{ id: number }>(
      'UPDATE users SET email_confirmed_at = now() WHERE email = $1 RETURNING id',
      [email],
    );
    return { email, userId: rows[0]!.id };
  }

  async function login(
    base: string,
    email: string,
    extra: { password?: string; captcha?: string; clientIp?: string } = {},
  ) {
    return call(base, '/api/login', {
      body: { email, password: extra.password ?? PASSWORD, captcha: extra.captcha ?? '' },
      clientIp: extra.clientIp,
    });
  }

  it('a session made on one process works on the other and through nginx, and ends on both', async () => {
    const { email, userId } = await confirmedAccount(proxy);
    const signedIn = await login(one, email);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = dataOf<{ token: string }>(signedIn).token;

    for (const base of [two, proxy, proxy]) {
      const res = await call(base, '/api/auth/validate-token', { token });
      expect(res.status).toBe(200);
      expect(dataOf<{ userId: number }>(res).userId).toBe(userId);
    }
    expect((await call(two, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(one, '/api/auth/validate-token', { token })).status).toBe(401);
  });

  it('the API rate limit counts one client across both processes', async () => {
    const clientIp = newClientIp();
    const remaining = async (base: string) =>
      Number((await call(base, '/api/web/team', { clientIp })).headers.get('x-ratelimit-remaining'));
    const first = await remaining(one);
    expect(await remaining(two)).toBe(first - 1);
    expect(await remaining(one)).toBe(first - 2);

    // a route's own limit: used up on process 1, the next try on process 2 is refused
    const preview = (base: string) =>
      call(base, '/api/auth/login-token/preview', { body: { login_token: 'x'.repeat(40) }, clientIp });
    for (let i = 0; i < PREVIEW_LIMIT; i++) expect((await preview(one)).status).toBe(400);
    const refused = await preview(two);
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe('too_many_requests');
    // another client is not affected
    expect(
      (
        await call(two, '/api/auth/login-token/preview', {
          body: { login_token: 'x'.repeat(40) },
          clientIp: newClientIp(),
        })
      ).status,
    ).toBe(400);
  });

  it('login throttling counts attempts per client and per address across both processes', async () => {
    const clientIp = newClientIp();
    for (let i = 0; i < LOGIN_IP_LIMIT; i++) {
      const res = await login(one, `nobody-${i}-${randomBytes(3).toString('hex')}@example.com`, { clientIp });
      expect(messageOf(res)).toBe('login.fail.invalid');
    }
    const refused = await login(two, `nobody-last@example.com`, { clientIp });
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe('too_many_requests');

    // three failures of one address on process 1: process 2 asks for a captcha
    const { email } = await confirmedAccount(proxy);
    for (let i = 0; i < 3; i++) {
      const res = await login(one, email, { password: 'wrong-password', clientIp: newClientIp() });
      expect(messageOf(res)).toBe('login.fail.invalid');
    }
    const asked = await login(two, email, { clientIp: newClientIp() });
    expect(asked.status).toBe(401);
    expect(messageOf(asked)).toBe('login.captcha_required');
  });

  it('a captcha solution used on one process is refused on the other', async () => {
    const { email } = await confirmedAccount(proxy);
    for (let i = 0; i < 3; i++)
      await login(two, email, { password: 'wrong-password', clientIp: newClientIp() });
    const clientIp = newClientIp();
    const payload = await solvedCaptcha(one, clientIp);

    // process 1 takes the solution (then the wrong password is refused, and the address waits 1 s)
    const used = await login(one, email, { password: 'wrong-password', captcha: payload, clientIp });
    expect(messageOf(used)).toBe('login.fail.invalid');
    await sleep(1100);
    // the same solution on process 2, with the right password: refused as a replay
    const replayed = await login(two, email, { captcha: payload, clientIp });
    expect(replayed.status).toBe(401);
    expect(messageOf(replayed)).toBe('login.captcha_required');
    // a fresh solution is accepted there
    const fresh = await login(two, email, { captcha: await solvedCaptcha(two, clientIp), clientIp });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('a listing changed through one process is answered new at once by the other, whose cache was warm', async () => {
    const owner = await confirmedAccount(proxy);
    const [category] = (
      await sql.query<{ id: number }>('SELECT id FROM business_categories ORDER BY id LIMIT 1')
    ).rows;
    const name = `Cluster Cache Bakery ${randomBytes(3).toString('hex')}`;
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO businesses (slug, business_name, business_description, hours, city_id, user_id, status,
         listing_start_date, listing_end_date)
       VALUES ($1, $2, 'Fresh bread for the cluster test', $3, $4, $5, 1, '2020-01-01', '2099-01-01') RETURNING id`,
      [
        name.toLowerCase().replace(/\W+/g, '-'),
        name,
        JSON.stringify(
          Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
              d,
              null,
            ]),
          ),
        ),
        place.cityId,
        owner.userId,
      ],
    );
    const businessId = rows[0]!.id;
    await sql.query('INSERT INTO business_cities (business_id, city_id) VALUES ($1, $2)', [
      businessId,
      place.cityId,
    ]);
    await sql.query('INSERT INTO business_category_links (business_id, category_id) VALUES ($1, $2)', [
      businessId,
      category!.id,
    ]);

    const page = `/api/web/directory/service?cityId=${place.cityId}&page=1`;
    const listed = async (base: string) => JSON.stringify((await call(base, page)).body);
    expect(await listed(one)).toContain(name);
    expect(await listed(two)).toContain(name);

    // a change behind the server's back (no listings version raised) stays unseen: both answers are cached
    await sql.query('UPDATE businesses SET business_name = $1 WHERE id = $2', [
      `${name} (hidden)`,
      businessId,
    ]);
    expect(await listed(one)).not.toContain('(hidden)');
    expect(await listed(two)).not.toContain('(hidden)');

    // the owner renames it through process 1
    const token = dataOf<{ token: string }>(await login(one, owner.email)).token;
    const renamed = `${name} Renamed`;
    const update = await call(one, '/api/businessListingUpdate', {
      token,
      body: {
        data: {
          business_id: businessId,
          business_name: renamed,
          business_address: { address: '100 Queen Street, Charlottetown, PE', lat: 46.2382, lon: -63.1311 },
          business_description_en: 'Fresh bread for the cluster test',
          business_category: [category!.id],
          business_visible_cities: [place.cityId],
        },
      },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(await listed(two)).toContain(renamed);
    expect(await listed(one)).toContain(renamed);
  });

  it('a process killed with SIGKILL mid-traffic: no GET fails, every acknowledged write is committed', async () => {
    interface Done {
      start: number;
      end: number;
      status: number;
      email?: string;
    }
    const gets: Done[] = [];
    const writes: Done[] = [];
    const getUrls = [
      '/api/web/team',
      `/api/web/directory/service?cityId=${place.cityId}&page=1`,
      '/api/web/bill-board-content',
      '/api/web/our-story',
    ];
    let running = true;
    let counter = 0;
    const timed = async (list: Done[], run: () => Promise<Answer>, email?: string) => {
      const start = performance.now();
      let status = 0;
      try {
        status = (await run()).status;
      } catch {
        status = -1; // no HTTP answer at all
      }
      list.push({ start, end: performance.now(), status, email });
    };
    const getLoop = async (offset: number) => {
      for (let i = offset; running; i++) await timed(gets, () => call(proxy, getUrls[i % getUrls.length]!));
    };
    const writeLoop = async () => {
      while (running) {
        const email = `kill-${counter++}-${randomBytes(3).toString('hex')}@example.com`;
        await timed(
          writes,
          () => call(proxy, '/api/registration', { body: registration(email, place) }),
          email,
        );
      }
    };
    const WRITERS = 4;
    const loops = [...[0, 1, 2, 3].map(getLoop), ...Array.from({ length: WRITERS }, writeLoop)];

    await sleep(2000);
    const victim = cluster.members[1]!;
    const killAt = performance.now();
    victim.child.kill('SIGKILL');
    await victim.exited;
    const exitedAt = performance.now();
    await sleep(3000);
    running = false;
    await Promise.all(loops);

    const acknowledged = writes.filter((w) => w.status === 200);
    const failed = writes.filter((w) => w.status !== 200);
    const { rows } = await sql.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      writes.map((w) => w.email!),
    ]);
    const committed = new Set(rows.map((r) => r.email));
    const failedCommitted = failed.filter((w) => committed.has(w.email!));
    const aroundKill = gets
      .filter((g) => g.end >= killAt && g.start <= killAt + 1000)
      .map((g) => g.end - g.start);
    console.log(
      `cluster kill -9: ${gets.length} GETs, all ${gets.every((g) => g.status === 200) ? '200' : 'NOT 200'} ` +
        `(p99 ${percentile(aroundKill, 99).toFixed(0)} ms in the second after the kill); ` +
        `${writes.length} writes: ${acknowledged.length} acknowledged (all committed: ${acknowledged.every((w) => committed.has(w.email!))}), ` +
        `${failed.length} failed with ${[...new Set(failed.map((w) => w.status))].join('/') || '-'} ` +
        `(in flight at the kill: ${failed.filter((w) => w.start <= killAt && w.end >= killAt).length}, ` +
        `process gone ${(exitedAt - killAt).toFixed(0)} ms after the kill, ` +
        `committed anyway: ${failedCommitted.length}; ms from the kill: ` +
        `${failed.map((w) => `${(w.start - killAt).toFixed(0)}..${(w.end - killAt).toFixed(0)}`).join(', ') || '-'})`,
    );

    expect(gets.length).toBeGreaterThan(50);
    expect(gets.filter((g) => g.status !== 200)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((w) => !committed.has(w.email!))).toEqual([]);
    // nginx does not resend a POST that reached the killed process: its client sees 502 (and may retry).
    // Only writes sent before the process was gone can fail, at most one per writer, and nginx's log shows
    // each went to the killed process alone (not replayed on the survivor)
    for (const w of failed) {
      expect(w.status).toBe(502);
      expect(w.start).toBeLessThanOrEqual(exitedAt);
    }
    expect(failed.length).toBeLessThanOrEqual(WRITERS);
    const failedPosts = readFileSync(path.join(cluster.dir, 'nginx-access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"POST /api/registration') && / 502 /.test(line));
    expect(failedPosts.length).toBe(failed.length);
    for (const line of failedPosts)
      expect(line).toMatch(new RegExp(` 502 127\\.0\\.0\\.1:${victim.port} 502 `));
    // writes after the kill went to the survivor
    expect(acknowledged.some((w) => w.start > killAt + 100)).toBe(true);
  });
});
