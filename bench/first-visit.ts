import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer, stop } from './api-load.js';

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

export interface ScriptFile {
  /** path under the web build, e.g. assets/index-abc.js */
  file: string;
  /** bytes on the wire (the encoded body), as Chromium counted them */
  served: number;
  encoding: string;
  gzip: number;
  /** the .br file of the build, else brotli quality 11 of the file (then `brotliComputed`) */
  brotli: number;
}

export interface FirstVisit {
  route: string;
  scripts: ScriptFile[];
  served: number;
  gzip: number;
  brotli: number;
  /** every script the build precompressed (.br) came with Content-Encoding: br */
  servedBrotli: boolean;
}

export interface BundleReport {
  visits: FirstVisit[];
  lazy: { file: string; brotli: number; gzip: number }[];
  brotliComputed: boolean;
}

let brotliComputed = false;
function brotliOf(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  brotliComputed = true;
  return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
const gzipOf = (distDir: string, file: string) =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

/**
 * Opens each route in Chromium on the real server (a fresh embedded database, the build in
 * `distDir`) with `Accept-Encoding: br, gzip`, and sums the encoded size of every script response until
 * the network is idle: the JavaScript a first visit downloads, as served.
 */
export async function measureFirstVisits(distDir: string, routes: string[]): Promise<BundleReport> {
  brotliComputed = false;
  const app = await startServer('app-server.ts', { WEB_DIST: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const visits: FirstVisit[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
      const page = await context.newPage();
      const seen: Promise<ScriptFile | null>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        seen.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const file = new URL(request.url()).pathname.replace(/^\//, '');
            if (!response) return null;
            const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
            if (!existsSync(path.join(distDir, file))) {
              // a script the server writes itself (the boot script of the pages with a first screen)
              const body = await response.body();
              return {
                file,
                served: sizes.responseBodySize,
                encoding,
                gzip: gzipSync(body, { level: 9 }).length,
                brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
              };
            }
            return {
              file,
              served: sizes.responseBodySize,
              encoding,
              gzip: gzipOf(distDir, file),
              brotli: brotliOf(distDir, file),
            };
          })(),
        );
      });
      await page.goto(app.url + route, { waitUntil: 'networkidle' });
      const scripts = (await Promise.all(seen)).filter((s): s is ScriptFile => s !== null);
      await context.close();
      const sum = (key: 'served' | 'gzip' | 'brotli') => scripts.reduce((n, s) => n + s[key], 0);
      visits.push({
        route,
        scripts,
        served: sum('served'),
        gzip: sum('gzip'),
        brotli: sum('brotli'),
        servedBrotli: scripts.every(
          (s) => s.encoding === 'br' || !existsSync(path.join(distDir, `${s.file}.br`)),
        ),
      });
    }
    const initial = new Set(visits.flatMap((v) => v.scripts.map((s) => s.file)));
    const lazy = readdirSync(path.join(distDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
      .filter((f) => !initial.has(f))
      .map((file) => ({ file, brotli: brotliOf(distDir, file), gzip: gzipOf(distDir, file) }))
      .sort((a, b) => b.brotli - a.brotli);
    return { visits, lazy, brotliComputed };
  } finally {
    await browser.close();
    await stop(app.child);
  }
}

// Run on its own: `npx tsx first-visit.ts` (WEB_DIST picks another build, FIRST_VISIT_ROUTES=/,/login others).
if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const distDir = path.resolve(process.env.WEB_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname);
  const routes = (process.env.FIRST_VISIT_ROUTES ?? '/,/dashboard').split(',').filter(Boolean);
  const report = await measureFirstVisits(distDir, routes);
  for (const v of report.visits) {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${v.route}: ${v.scripts.length} scripts, ${kb(v.served)} as served, gzip ${kb(v.gzip)}`);
    for (const s of [...v.scripts].sort((a, b) => b.served - a.served).slice(0, 8)) {
      console.log(`  ${s.file.padEnd(44)} ${kb(s.served).padStart(9)} ${s.encoding}`);
    }
  }
  console.log(
    `largest lazy chunk: ${report.lazy[0]?.file} ${((report.lazy[0]?.brotli ?? 0) / 1024).toFixed(1)} KB`,
  );
}
