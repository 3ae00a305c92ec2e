import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi, type LoadResult } from './api-load.js';
import { INITIAL_BUDGET_KB, LAZY_CHUNK_BUDGET_KB, measureBundle } from './bundle-size.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const P99_BUDGET_MS = 25;
const LAZY_SHOWN = 8;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);
let failed = false;

console.log('== Bundle (gzip -9 of apps/web/dist) ==');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('apps/web/dist/index.html is missing: run `npm run build` first (npm run bench does).');
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

console.log(
  `\n== API: GET /api/web/provinces/all on loopback, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon) ==`,
);
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) console.log('(set BENCH_DATABASE_URL=postgres://… to add a PostgreSQL row)');
const rows = await measureApi(CONNECTIONS, DURATION_S, postgresUrl);
console.log(
  `${pad('server', 36)} ${num('req/s', 9)} ${num('p50 ms', 7)} ${num('p99 ms', 7)} ${num('non-2xx', 8)}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.label, 36)} ${num(r.reqPerSec.toFixed(0), 9)} ${num(String(r.p50), 7)} ${num(String(r.p99), 7)} ${num(String(r.non2xx + r.errors), 8)}`,
  );
}
const [raw, ...apps] = rows as [LoadResult, ...LoadResult[]];
for (const app of apps) {
  const share = ((app.reqPerSec / raw.reqPerSec) * 100).toFixed(0);
  const pass = app.p99 <= P99_BUDGET_MS && app.non2xx + app.errors === 0;
  console.log(`${app.label}: ${share}% of raw req/s; p99 ≤ ${P99_BUDGET_MS} ms, no errors: ${verdict(pass)}`);
  failed ||= !pass;
}
console.log('(the design sets the p99 budget on PostgreSQL, and on 100,000 listings for listing searches)');
process.exitCode = failed ? 1 : 0;
