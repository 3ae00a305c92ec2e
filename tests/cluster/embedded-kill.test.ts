import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, SERVER_ENTRY, waitForHttp } from '../../scripts/cluster-lib.js';
import { call, dataOf, freePorts, registration } from './support.js';

/**
 * The embedded default (one `npm start`, PGlite in DATA_DIR, no PostgreSQL, no Redis): a kill -9 during
 * writes, then a restart on the same folder, keeps every write the server had acknowledged.
 */
describe('the embedded PGlite database survives kill -9', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbour-kill9-'));
  let server: ChildProcess | null = null;
  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<{ child: ChildProcess; url: string }> {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        WEATHER_PROVIDER: 'none',
        ADMIN_PASSWORD: 'Harbour-kill9-admin-1!',
        CAPTCHA_ENABLED: 'false',
        RATE_LIMIT_MAX: '100000',
      },
    });
    server = child;
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(url, 90_000, () => child.exitCode === null && child.signalCode === null);
    return { child, url };
  }

  it('finds every acknowledged registration after a restart on the same DATA_DIR', async () => {
    const port = await freePorts(1);
    const t0 = performance.now();
    const first = await start(port);
    const firstStartMs = performance.now() - t0;
    // a real province and city for the registration form, from the seeded reference data
    const provinces = await call(first.url, '/api/web/provinces/all');
    const province = dataOf<{
      state_list: { state_id: number; city_list: { city_id: number; all_province: boolean }[] }[];
    }>(provinces).state_list[0]!;
    const provinceId = province.state_id;
    const cityId = province.city_list.find((c) => !c.all_province)!.city_id;

    const results: { email: string; status: number; start: number }[] = [];
    let running = true;
    let counter = 0;
    let killAt = 0;
    const WANTED = 15;
    const writer = async () => {
      while (running) {
        const email = `kill9-${counter++}@example.com`;
        const start = performance.now();
        let status = -1; // no answer: the process died with the request open
        try {
          status = (
            await call(first.url, '/api/registration', { body: registration(email, { provinceId, cityId }) })
          ).status;
        } catch {
          // counted as not acknowledged
        }
        results.push({ email, status, start });
        // killed right after an acknowledgement, while the other writers' requests are open
        if (running && results.filter((r) => r.status === 200).length >= WANTED) {
          running = false;
          killAt = performance.now();
          first.child.kill('SIGKILL');
        }
      }
    };
    const exited = once(first.child, 'exit');
    await Promise.all([writer(), writer(), writer()]);
    await exited;

    const acknowledged = results.filter((r) => r.status === 200).map((r) => r.email);
    const unanswered = results.filter((r) => r.status !== 200);
    // the only writes without an answer are the ones open at the kill
    expect(unanswered.every((r) => r.status === -1 && r.start <= killAt)).toBe(true);

    // the restart recovers the database (WAL replay) and answers
    const t1 = performance.now();
    const second = await start(port);
    const restartMs = performance.now() - t1;
    expect((await call(second.url, '/api/web/provinces/all')).status).toBe(200);
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');

    const db = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      results.map((r) => r.email),
    ]);
    await db.close();
    const found = new Set(rows.map((r) => r.email));
    console.log(
      `embedded kill -9: ${acknowledged.length} registrations acknowledged, all found after the restart: ` +
        `${acknowledged.every((e) => found.has(e))}; ${unanswered.length} unanswered at the kill ` +
        `(${unanswered.filter((r) => found.has(r.email)).length} of them committed anyway); ` +
        `first start ${firstStartMs.toFixed(0)} ms, restart after the kill ${restartMs.toFixed(0)} ms`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    expect(acknowledged.filter((e) => !found.has(e))).toEqual([]);
  }, 150_000);
});
