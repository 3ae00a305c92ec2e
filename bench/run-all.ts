import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi } from './api-load.js';
import { chatSection } from './chat-sockets.js';
import { measureColdStart } from './cold-start.js';
import { measureDirectory, type DirectoryReport } from './directory-load.js';
import { measureFirstVisits } from './first-visit.js';
import { addGoal, printGoals } from './goals.js';
import { NUPOST_MEMBERS, nupostSection } from './nupost-send.js';
import {
  benchDatabase,
  DEFAULT_BENCH_DATABASE_URL,
  loadListings,
  postgresReachable,
} from './load-listings.js';

const distDir = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'),
);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const P99_MS = 25;
const LIST_RPS = 1000;
const SEARCH_RPS = 400;
const FIRST_VISIT_KB = 120;
const LAZY_KB = 60;
const COLD_START_MS = 2000;
const FIRST_VISIT_ROUTES = ['/', '/dashboard'];
/** BENCH_ONLY=bundle,api,directory,coldstart,nupost,chat runs only those parts */
const only = new Set(
  (process.env.BENCH_ONLY ?? 'bundle,api,directory,coldstart,nupost,chat').split(',').map((s) => s.trim()),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x: number) => (Number.isNaN(x) ? '-' : Number.isFinite(x) ? x.toFixed(1) : '>10s');
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);

async function bundleSection() {
  console.log(
    `== First visit: JavaScript until network idle in Chromium, as served (Accept-Encoding: br, gzip) ==`,
  );
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`${distDir}/index.html is missing: run \`npm run build\` first (npm run bench does).`);
    process.exit(1);
  }
  const report = await measureFirstVisits(distDir, FIRST_VISIT_ROUTES);
  for (const v of report.visits) {
    const note = v.servedBrotli ? '' : ' (NOT all served as brotli)';
    console.log(
      `${v.route}: ${v.scripts.length} scripts, ${kb(v.served)} as served${note}; gzip -9 of the same files ${kb(v.gzip)}`,
    );
    for (const s of [...v.scripts].sort((a, b) => b.served - a.served).slice(0, 6)) {
      console.log(
        `  ${pad(s.file, 44)} ${num(kb(s.served), 9)} ${pad(s.encoding, 8)} gzip ${num(kb(s.gzip), 9)}`,
      );
    }
    const servedFigure = v.servedBrotli ? v.served : v.brotli;
    const label = v.servedBrotli ? 'as served' : 'brotli q11 computed, not served';
    addGoal(
      `first visit JS ${v.route} ≤ ${FIRST_VISIT_KB} KB brotli`,
      `${kb(servedFigure)} ${label} (gzip ${kb(v.gzip)})`,
      servedFigure <= FIRST_VISIT_KB * 1024,
    );
  }
  const over = report.lazy.filter((c) => c.brotli > LAZY_KB * 1024);
  console.log(`lazy chunks: ${report.lazy.length}, largest (brotli as the build precompressed it):`);
  for (const c of report.lazy.slice(0, Math.max(5, over.length))) {
    console.log(`  ${pad(c.file, 44)} ${num(kb(c.brotli), 9)}  gzip ${num(kb(c.gzip), 9)}`);
  }
  const largest = report.lazy[0];
  addGoal(
    `every lazy chunk ≤ ${LAZY_KB} KB brotli`,
    largest ? `largest ${kb(largest.brotli)} (${path.basename(largest.file)})` : 'none',
    over.length === 0,
  );
}

/** BENCH_DATABASE_URL, else the local server when it answers; '' turns PostgreSQL off. */
async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  if (!url) return undefined;
  if (await postgresReachable(url)) return url;
  console.log(`(PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//…@')} does not answer: its rows are skipped)`);
  return undefined;
}

/**
 * The loaded database: reloaded, unless BENCH_SKIP_LOAD=1 reuses the one there (BENCH_LOADED_DB names
 * another database than harbour_bench, e.g. a copy made with `create database … template harbour_bench`).
 */
async function loadedDatabase(adminUrl: string): Promise<string> {
  if (process.env.BENCH_SKIP_LOAD === '1') {
    const { name, url } = benchDatabase(adminUrl);
    console.log(`reusing ${name} as loaded before (BENCH_SKIP_LOAD=1)`);
    return url;
  }
  const { counts, loadMs, analyzeMs, url } = await loadListings(adminUrl);
  const n = (x: number) => x.toLocaleString('en');
  console.log(
    `loaded ${n(counts.service)} services, ${n(counts.job)} jobs, ${n(counts.volunteer)} volunteer organisations ` +
      `in ${(loadMs / 1000).toFixed(1)} s (then VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(1)} s)`,
  );
  return url;
}

function printDirectory(r: DirectoryReport) {
  console.log(
    `answer cache off: the bench app runs with DIRECTORY_CACHE_SECONDS=0 (its config reads ${r.cacheMs} ms)`,
  );
  console.log(
    r.searchIndex === 'memory'
      ? `searches use the in-memory index (SEARCH_INDEX=memory): loaded in ${(r.indexLoadMs / 1000).toFixed(1)} s, server RSS ${r.rssMb} MB after`
      : `searches use PostgreSQL alone (SEARCH_INDEX=${r.searchIndex})`,
  );
  console.log(
    `${r.terms} distinct search terms; of ${r.matching.sampled} sampled, ${r.matching.found} find a service in every city`,
  );
  console.log(`raw pg replays the ${r.rawSql.length} statements the server's own code ran for that page:`);
  for (const s of r.rawSql) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 150)}…`);
  if (r.wellBeingListings < 1000) {
    console.log(
      `(the well-being row searches ${r.wellBeingListings} well-being listings: the bench load adds none)`,
    );
  }
  const head = `${pad('row', 38)} ${num('distinct', 8)} ${num('sent', 7)} │ ${num('req/s', 7)} ${num('p50', 6)} ${num('p99', 6)} │ ${num('offered', 7)} ${num('achieved', 8)} ${num('p50', 6)} ${num('p99', 6)} │ ${num('failed', 6)}`;
  console.log(
    `${' '.repeat(56)}│ ${CONNECTIONS} connections, ${DURATION_S} s  │ open loop, ${RATE} req/s, ${DURATION_S} s`,
  );
  console.log(head);
  for (const row of r.rows) {
    const { closed: c, open: o } = row;
    console.log(
      `${pad(row.label, 38)} ${num(String(row.distinct), 8)} ${num(String(row.sent), 7)} │ ${num(c.reqPerSec.toFixed(0), 7)} ${num(ms(c.p50), 6)} ${num(ms(c.p99), 6)} │ ${num(o.offered.toFixed(0), 7)} ${num(o.achieved.toFixed(0), 8)} ${num(ms(o.p50), 6)} ${num(ms(o.p99), 6)} │ ${num(String(c.failures + o.failures), 6)}`,
    );
    if (row.repeats > 0)
      console.log(`  (${row.repeats} requests repeated an earlier one: the row ran out of distinct ones)`);
  }
  console.log(
    '(ms; closed-loop latency by autocannon in whole ms, open-loop latency from each request’s due time)',
  );
  for (const row of r.rows.filter((x) => x.kind !== 'raw')) {
    const floor =
      row.kind === 'list' ? LIST_RPS : row.kind === 'search' || row.kind === 'mixed' ? SEARCH_RPS : 0;
    if (floor) {
      addGoal(
        `${row.label}: ≥ ${floor} req/s at ${CONNECTIONS} connections`,
        `${row.closed.reqPerSec.toFixed(0)} req/s`,
        row.closed.reqPerSec >= floor && row.closed.failures === 0,
      );
    }
    addGoal(
      `${row.label}: p99 ≤ ${P99_MS} ms at ${RATE} req/s`,
      `p99 ${ms(row.open.p99)} ms, ${row.open.achieved.toFixed(0)} req/s achieved`,
      row.open.p99 <= P99_MS && row.open.failures === 0,
    );
  }
}

if (only.has('bundle')) await bundleSection();
const pgUrl =
  only.has('api') || only.has('directory') || only.has('nupost') || only.has('chat')
    ? await postgresUrl()
    : undefined;

if (only.has('api')) {
  console.log(`\n== API: GET /api/web/provinces/all, ${CONNECTIONS} connections, ${DURATION_S} s each ==`);
  for (const row of await measureApi(CONNECTIONS, DURATION_S, pgUrl)) {
    console.log(
      `  ${pad(row.label, 40)} ${num(row.reqPerSec.toFixed(0), 7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  failed ${row.non2xx}`,
    );
  }
}

if (only.has('directory')) {
  console.log(`\n== Directory on PostgreSQL with 100,000 listings, answer cache off ==`);
  if (!pgUrl) {
    console.log('skipped: no PostgreSQL (set BENCH_DATABASE_URL=postgres://user@host:port/db)');
    addGoal('directory rows', 'not measured (no PostgreSQL)', false);
  } else {
    const dbUrl = await loadedDatabase(pgUrl);
    printDirectory(
      await measureDirectory(dbUrl, { connections: CONNECTIONS, duration: DURATION_S, rate: RATE }),
    );
  }
}

if (only.has('coldstart')) {
  console.log(`\n== Cold start: node apps/server/dist/main.js to the first answer, embedded database ==`);
  if (!existsSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js'))) {
    console.log('apps/server/dist/main.js is missing: run `npm run build` first (npm run bench does).');
    addGoal('cold start', 'not measured (no build)', false);
  } else {
    for (const c of await measureColdStart()) {
      console.log(
        `  ${pad(c.label, 40)} ${(c.ms / 1000).toFixed(2)} s, RSS ${c.rssMb.toFixed(0)} MB after start`,
      );
      const existing = c.label.startsWith('existing');
      addGoal(
        `cold start, ${c.label}${existing ? ` ≤ ${COLD_START_MS / 1000} s` : ''}`,
        `${(c.ms / 1000).toFixed(2)} s, RSS ${c.rssMb.toFixed(0)} MB`,
        existing ? c.ms <= COLD_START_MS : null,
      );
    }
  }
}

if (only.has('nupost')) {
  console.log(
    `\n== NuPOST: one notice to ${NUPOST_MEMBERS.toLocaleString('en')} members, half push, half e-mail, through the delivery job ==`,
  );
  await nupostSection(pgUrl);
}

if (only.has('chat')) {
  console.log(`\n== NuChat: two processes behind nginx with Redis, sockets in conversations of 50 ==`);
  await chatSection(pgUrl);
}

console.log('(one shared machine, loopback: figures move from run to run)');
process.exitCode = printGoals() ? 0 : 1;
