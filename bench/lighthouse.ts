// Lighthouse (mobile preset: slow 4G and a 4× slower CPU, simulated) on the main pages of the built
// web app, served by the real server on a fresh PGlite with the demo content. Prints each page's
// performance and accessibility scores and the paint timings, against DESIGN §8: performance ≥ 95,
// accessibility 100, LCP ≤ 2 s; each figure is the median of LIGHTHOUSE_RUNS runs (3 unless set).
// Chromium is Debian's /usr/bin/chromium (CHROME_PATH overrides); WEB_DIST picks another web build,
// SERVER_MAIN another compiled server (its main.js), LIGHTHOUSE_PAGES a subset of pages (`/,/login`) and
// LIGHTHOUSE_REPORT_DIR a folder for each run's full report (<page>-<run>.json).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;
export const LCP_BUDGET_MS = 2000;
// Pages a first-time visitor opens (the members' pages answer a visitor with the sign-in page).
export const LIGHTHOUSE_PAGES = [
  '/',
  '/dashboard',
  '/services',
  '/findajob',
  '/pricing',
  '/rentanoffice',
  '/nuweather',
  '/well-being',
  '/displayevents',
  '/login',
  '/register',
];
const DEFAULT_RUNS = 3;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

/** Median of the runs that measured it (a run where Lighthouse found no paint gives NaN). */
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure on its own is the median of the runs (so a page's row may mix runs). */
function medianScore(runs: PageScore[]): PageScore {
  const of = (key: Exclude<keyof PageScore, 'path'>) => median(runs.map((r) => r[key]));
  return {
    path: runs[0]!.path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKb: of('transferKb'),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url} in time`);
}

/**
 * Starts the production server on the build in `webDist`, runs Lighthouse `runs` times on each page
 * (rounds over all pages, so a passing load on the machine does not hit one page's runs only), stops it.
 * Returns the median of each figure per page.
 */
export async function measureLighthouse(
  webDist: string,
  pages = LIGHTHOUSE_PAGES,
  runs = DEFAULT_RUNS,
): Promise<PageScore[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-lighthouse-'));
  const serverMain = process.env.SERVER_MAIN;
  if (!serverMain) {
    // the compiled server, as `npm start` runs it; rebuilt first only when its sources changed
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.js', 'server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const server = spawn(process.execPath, ['--enable-source-maps', serverMain ?? 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      OPENWEATHER_API_KEY: '',
      WEATHER_PROVIDER: 'open-meteo',
      // nothing leaves the machine: the weather call fails fast and the page shows its empty state
      OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
      MAP_TILE_URL: '',
    },
  });
  let stopping = false;
  server.on('exit', (code, signal) => {
    if (!stopping) console.log(`  the server stopped during the runs (code ${code}, signal ${signal})`);
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/web/provinces/all`, Date.now() + 120_000);
    const scores = new Map<string, PageScore[]>(pages.map((p) => [p, []]));
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        scores.get(page)!.push(await measurePage(chrome.port, port, page, `${round + 1}`));
      }
    }
    return pages.map((p) => medianScore(scores.get(p)!));
  } finally {
    stopping = true;
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePage(chromePort: number, port: number, page: string, run: string): Promise<PageScore> {
  const url = `http://127.0.0.1:${port}${page}`;
  const options: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  let result = await lighthouse(url, options);
  // A run whose trace broke (NO_NAVSTART now and then) scores 0: it is run again, not counted.
  if (result?.lhr.runtimeError) {
    console.log(`  ${page}: run ${run} failed (${result.lhr.runtimeError.code}), running it again`);
    result = await lighthouse(url, options);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = page.replace(/[^a-z0-9-]+/gi, '_').replace(/^_$/, 'home');
    writeFileSync(path.join(reportDir, `${name}-${run}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failedA11y = Object.values(audits)
    .filter((a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  if (failedA11y.length) console.log(`  ${page}: accessibility audits failed: ${failedA11y.join(', ')}`);
  const score = (category: typeof categories.performance) =>
    result.lhr.runtimeError || category?.score == null ? Number.NaN : Math.round(category.score * 100);
  return {
    path: page,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKb: value('total-byte-weight') / 1024,
  };
}

export function printLighthouse(scores: PageScore[]): boolean {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (s: string, n: number) => s.padStart(n);
  console.log(
    `${pad('page', 14)} ${num('perf', 5)} ${num('a11y', 5)} ${num('FCP ms', 7)} ${num('LCP ms', 7)} ${num('TBT ms', 7)} ${num('CLS', 6)} ${num('KB', 6)}`,
  );
  let pass = true;
  for (const s of scores) {
    const ok =
      s.performance >= PERFORMANCE_BUDGET &&
      s.accessibility >= ACCESSIBILITY_BUDGET &&
      s.lcpMs <= LCP_BUDGET_MS;
    pass &&= ok;
    console.log(
      `${pad(s.path, 14)} ${num(String(s.performance), 5)} ${num(String(s.accessibility), 5)} ${num(s.fcpMs.toFixed(0), 7)} ${num(s.lcpMs.toFixed(0), 7)} ${num(s.tbtMs.toFixed(0), 7)} ${num(s.cls.toFixed(3), 6)} ${num(s.transferKb.toFixed(0), 6)}  ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(
    `performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET} and LCP ≤ ${LCP_BUDGET_MS} ms on every page: ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

// Run on its own: `npm run bench:lighthouse` (after `npm run build`).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log(`${webDist}/index.html is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? DEFAULT_RUNS);
  console.log(`== Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs ==`);
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const pass = printLighthouse(
    await measureLighthouse(webDist, pages?.length ? pages : LIGHTHOUSE_PAGES, runs),
  );
  process.exitCode = pass ? 0 : 1;
}
