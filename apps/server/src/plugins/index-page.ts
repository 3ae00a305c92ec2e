import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isRtl, type LanguageTag } from '@harbour/i18n';
import {
  matchRoute,
  preloadLinks,
  preloadTags,
  readBuildPreloads,
  type BuildPreloads,
  type Preloads,
} from './route-preloads.js';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** `Link` values for 103 Early Hints: everything the page will ask for first */
  links: string[];
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

const merge = (a: Preloads, b: Preloads): Preloads => ({
  modules: [...a.modules, ...b.modules],
  styles: [...a.styles, ...b.styles],
  fetches: [...a.fetches, ...b.fetches],
});

function buildVariant(
  template: string,
  build: BuildPreloads,
  routeIndex: number,
  lang: LanguageTag,
): Variant {
  const route = build.routes[routeIndex];
  const own = route ? build.route(route, lang) : { modules: [], styles: [], fetches: [] };
  const entry = build.entry(lang);
  // the template already lists the entry's scripts and styles, not what the app fetches
  const tags = preloadTags(merge({ modules: [], styles: [], fetches: entry.fetches }, own));
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">`)
    .replace('</head>', tags.length ? `  ${tags.join('\n    ')}\n  </head>` : '</head>');
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    links: preloadLinks(merge(entry, own)),
  };
}

/**
 * index.html for one page of the app in the caller's language. `<html lang dir>` is right from the
 * first byte (no flip from left-to-right to right-to-left once the script runs), and the head already
 * asks for everything the page will need: the route's chunk and the chunks it imports (from Vite's
 * manifest and the router's table), its catalogues and the first API call, so they download beside the entry
 * script instead of after it. The app still decides the language (a choice stored in the tab wins);
 * the server's guess is the browser's Accept-Language, the same one the app falls back to. Each
 * variant is built and compressed on first use, once per build of the web app (a rebuild while the
 * server runs is picked up).
 */
export function createIndexPages(dist: string) {
  const indexFile = path.join(dist, 'index.html');
  let builtFor = -1;
  let template = '';
  let build: BuildPreloads = readBuildPreloads(dist);
  const variants = new Map<string, Variant>();

  return {
    /** The page for `pathname` in `lang`, compressed as the browser accepts. */
    pageFor(
      pathname: string,
      lang: LanguageTag,
      acceptEncoding: string | undefined,
    ): { body: Buffer; encoding: Encoding; links: string[] } {
      const mtime = statSync(indexFile).mtimeMs;
      if (mtime !== builtFor) {
        template = readFileSync(indexFile, 'utf8');
        build = readBuildPreloads(dist);
        variants.clear();
        builtFor = mtime;
      }
      const route = matchRoute(build.routes, pathname);
      const routeIndex = route ? build.routes.indexOf(route) : -1;
      const key = `${routeIndex} ${lang}`;
      let variant = variants.get(key);
      if (!variant) {
        variant = buildVariant(template, build, routeIndex, lang);
        variants.set(key, variant);
      }
      const accepted = acceptedEncodings(acceptEncoding);
      const links = variant.links;
      if (accepted.has('br')) return { body: variant.br, encoding: 'br', links };
      if (accepted.has('gzip')) return { body: variant.gzip, encoding: 'gzip', links };
      return { body: variant.identity, encoding: 'identity', links };
    },
  };
}
