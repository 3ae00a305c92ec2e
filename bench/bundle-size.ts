import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_KB = 120;
export const LAZY_CHUNK_BUDGET_KB = 60;

export interface BundleReport {
  initial: { file: string; gzipBytes: number }[];
  initialGzipBytes: number;
  lazy: { file: string; gzipBytes: number }[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a first visit to any SPA route downloads before the route's own chunk: the entry script of
 * index.html and every module it preloads. Every other JS file in the build is a lazy chunk.
 */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) refs.add(m[1]!);
  if (refs.size === 0) throw new Error(`no entry script in ${distDir}/index.html`);

  const initial = [...refs].map((ref) => {
    const file = path.join(distDir, ref.replace(/^\//, ''));
    return { file: path.relative(distDir, file), gzipBytes: gzipSize(file) };
  });
  const initialFiles = new Set(initial.map((i) => i.file));
  const assets = path.join(distDir, 'assets');
  const lazy = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join('assets', f))
    .filter((f) => !initialFiles.has(f))
    .map((f) => ({ file: f, gzipBytes: gzipSize(path.join(distDir, f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { initial, initialGzipBytes: initial.reduce((sum, i) => sum + i.gzipBytes, 0), lazy };
}
