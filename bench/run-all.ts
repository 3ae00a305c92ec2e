import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi, type LoadResult } from './api-load.js';
import { INITIAL_BUDGET_KB, LAZY_CHUNK_BUDGET_KB, measureBundle } from './bundle-size.js';
import { measureDirectory } from './directory-load.js';
import { DEFAULT_BENCH_DATABASE_URL, postgresReachable } from './load-listings.js';

const distDir = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'),
);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const P99_BUDGET_MS = 25;
const LAZY_SHOWN = 8;
/** BENCH_ONLY=bundle,api,directory runs only those parts */
const only = new Set((process.env.BENCH_ONLY ?? 'bundle,api,directory').split(',').map((s) => s.trim()));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);
let failed = false;

function bundleSection() {
  console.log(`== Bundle (gzip -9 of ${path.relative(process.cwd(), distDir) || distDir}) ==`);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`${distDir}/index.html is missing: run \`npm run build\` first (npm run bench does).`);
    process.exit(1);
  }
  const bundle = measureBundle(distDir);
  for (const f of bundle.initial) console.log(`  ${pad(f.file, 48)} ${num(kb(f.gzipBytes), 10)}`);
  const initialPass = bundle.initialGzipBytes <= INITIAL_BUDGET_KB * 1024;
  failed ||= !initialPass;
  // `/` and `/dashboard` are served the same index.html: the same entry and preloads.
  console.log(
    `initial JS of / and /dashboard: ${kb(bundle.initialGzipBytes)} (budget ${INITIAL_BUDGET_KB} KB) ${verdict(initialPass)}`,
  );
  console.log(`lazy chunks: ${bundle.lazy.length}, largest first (budget ${LAZY_CHUNK_BUDGET_KB} KB each):`);
  const overBudget = bundle.lazy.filter((c) => c.gzipBytes > LAZY_CHUNK_BUDGET_KB * 1024);
  for (const c of bundle.lazy.slice(0, Math.max(LAZY_SHOWN, overBudget.length))) {
    const pass = c.gzipBytes <= LAZY_CHUNK_BUDGET_KB * 1024;
    console.log(`  ${pad(c.file, 48)} ${num(kb(c.gzipBytes), 10)}  ${verdict(pass)}`);
  }
  failed ||= overBudget.length > 0;
  console.log(`every lazy chunk ≤ ${LAZY_CHUNK_BUDGET_KB} KB: ${verdict(overBudget.length === 0)}`);
}

/** The table, then one verdict per app row against the first (raw) row. */
function printRows(rows: LoadResult[]) {
  console.log(
    `${pad('server', 40)} ${num('req/s', 9)} ${num('p50 ms', 7)} ${num('p99 ms', 7)} ${num('non-2xx', 8)}`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.label, 40)} ${num(r.reqPerSec.toFixed(0), 9)} ${num(String(r.p50), 7)} ${num(String(r.p99), 7)} ${num(String(r.non2xx + r.errors), 8)}`,
    );
  }
  const [raw, ...apps] = rows as [LoadResult, ...LoadResult[]];
  for (const app of apps) {
    const share = ((app.reqPerSec / raw.reqPerSec) * 100).toFixed(0);
    const pass = app.p99 <= P99_BUDGET_MS && app.non2xx + app.errors === 0;
    console.log(
      `${app.label}: ${share}% of raw req/s; p99 ≤ ${P99_BUDGET_MS} ms, no errors: ${verdict(pass)}`,
    );
    failed ||= !pass;
  }
}

/** BENCH_DATABASE_URL, else the local server when it answers; '' turns PostgreSQL off. */
async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  if (!url) return undefined;
  if (await postgresReachable(url)) return url;
  console.log(`(PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//…@')} does not answer: its rows are skipped)`);
  return undefined;
}

if (only.has('bundle')) bundleSection();
const pgUrl = only.has('api') || only.has('directory') ? await postgresUrl() : undefined;

if (only.has('api')) {
  console.log(
    `\n== API: GET /api/web/provinces/all on loopback, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon) ==`,
  );
  if (!pgUrl) console.log('(set BENCH_DATABASE_URL=postgres://… to add a PostgreSQL row)');
  printRows(await measureApi(CONNECTIONS, DURATION_S, pgUrl));
}

if (only.has('directory')) {
  console.log(
    `\n== API: directory on PostgreSQL with 100,000 listings, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon) ==`,
  );
  if (!pgUrl) {
    console.log('skipped: no PostgreSQL (set BENCH_DATABASE_URL=postgres://user@host:port/db)');
  } else {
    const report = await measureDirectory(pgUrl, CONNECTIONS, DURATION_S);
    const { counts, loadMs, analyzeMs } = report.load;
    const n = (x: number) => x.toLocaleString('en');
    console.log(
      `loaded ${n(counts.service)} services, ${n(counts.job)} jobs, ${n(counts.volunteer)} volunteer organisations ` +
        `in ${(loadMs / 1000).toFixed(1)} s (then VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(1)} s) into ${report.load.url.replace(/\/\/[^@/]*@/, '//…@')}`,
    );
    for (const s of report.scenarios) {
      const range =
        s.matches.length > 1 ? `${n(Math.min(...s.matches))}–${n(Math.max(...s.matches))}` : n(s.matches[0]!);
      console.log(`  ${pad(s.label, 38)} data.count ${range}`);
    }
    printRows(report.rows);
  }
}
console.log('(the design sets the p99 budget on PostgreSQL, and on 100,000 listings for listing searches)');
process.exitCode = failed ? 1 : 0;
