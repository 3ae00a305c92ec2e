import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isRtl, LANGUAGE_TAGS, type LanguageTag } from '@harbour/i18n';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Encodings listed in Accept-Encoding without q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The catalogue folder the web build wrote (assets/locales/<hash>), or null for an older build. */
function catalogueBase(dist: string): string | null {
  const root = path.join(dist, 'assets', 'locales');
  if (!existsSync(root)) return null;
  const [hash] = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  return hash ? `/assets/locales/${hash.name}` : null;
}

function buildVariants(dist: string): Map<LanguageTag, Variant> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const base = catalogueBase(dist);
  const variants = new Map<LanguageTag, Variant>();
  for (const lang of LANGUAGE_TAGS) {
    const preloads = base
      ? [...new Set([lang, 'en'])]
          .map((l) => `<link rel="preload" as="fetch" crossorigin href="${base}/${l}/common.json">`)
          .join('\n    ')
      : '';
    const html = template
      .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">`)
      .replace('</head>', preloads ? `  ${preloads}\n  </head>` : '</head>');
    const identity = Buffer.from(html);
    variants.set(lang, {
      identity,
      br: brotliCompressSync(identity),
      gzip: gzipSync(identity, { level: 9 }),
    });
  }
  return variants;
}

/**
 * index.html in the caller's language: `<html lang dir>` right from the first byte (no flip from
 * left-to-right to right-to-left once the script runs) and a preload of the common catalogue the app
 * fetches first, so it downloads beside the scripts instead of after them. The app still decides the
 * language (a choice stored in the tab wins); the server's guess is the browser's Accept-Language,
 * the same one the app falls back to. The variants are built and compressed once per build of the
 * web app (a rebuild while the server runs is picked up).
 */
export function createIndexPages(dist: string) {
  const indexFile = path.join(dist, 'index.html');
  let builtFor = -1;
  let variants = new Map<LanguageTag, Variant>();

  return {
    /** The page for `lang`, compressed as the browser accepts. */
    pageFor(lang: LanguageTag, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding } {
      const mtime = statSync(indexFile).mtimeMs;
      if (mtime !== builtFor) {
        variants = buildVariants(dist);
        builtFor = mtime;
      }
      const variant = variants.get(lang) ?? variants.get('en')!;
      const accepted = acceptedEncodings(acceptEncoding);
      if (accepted.has('br')) return { body: variant.br, encoding: 'br' };
      if (accepted.has('gzip')) return { body: variant.gzip, encoding: 'gzip' };
      return { body: variant.identity, encoding: 'identity' };
    },
  };
}
