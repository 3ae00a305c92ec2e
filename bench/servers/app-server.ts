// Child process: the real Harbour app on a random loopback port, on a fresh PGlite directory, on a
// new PostgreSQL database (dropped at the end) when BENCH_DATABASE_URL is set, or on an existing
// database (the loaded listings) when BENCH_APP_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { loadIndex } from '../../apps/server/src/modules/search/memory-search.js';
import { createTestPostgres } from '../../apps/server/src/test/build-test-app.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-'));
const existingDb = process.env.BENCH_APP_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  // production needs its public address; the port is only known after listening and no link is mailed
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  // the load generator is one address sending thousands of requests a second
  RATE_LIMIT_MAX: '1000000000',
  // the answer cache is off unless asked for: every request of a row must reach the database
  DIRECTORY_CACHE_SECONDS: process.env.DIRECTORY_CACHE_SECONDS ?? '0',
  SEARCH_INDEX: process.env.SEARCH_INDEX ?? 'memory',
  ...(existingDb ? { DATABASE_URL: existingDb } : {}),
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
});
const postgresUrl = existingDb ? undefined : process.env.BENCH_DATABASE_URL;
const app = await buildApp(config, postgresUrl ? { database: await createTestPostgres(postgresUrl) } : {});
await app.listen({ host: '127.0.0.1', port: 0 });
// the in-memory search indexes load in the background once the app is ready; the rows measure the steady
// state, so the bench waits for them and reports how long they took and what they cost in memory
const indexStarted = performance.now();
if (config.searchIndex === 'memory') {
  for (const kind of ['service', 'job', 'volunteer'] as const) await loadIndex(app.db, kind);
}
const address = app.server.address();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  directoryCacheMs: config.directoryCacheMs,
  searchIndex: config.searchIndex,
  indexLoadMs: Math.round(performance.now() - indexStarted),
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
});

process.once('disconnect', () => {
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
