import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isRtl, type LanguageTag } from '@harbour/i18n';
import { firstScreenDataScript, firstScreenFor, type FirstScreenData } from './first-screen.js';
import { readQrCodes, type QrCodes } from './first-screen-billboard.js';
import { FIRST_SCREEN_BOOT_PATH } from './first-screen-boot.js';
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

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * For a page whose HTML holds its first screen: the entry script and every preload move into the
 * head's `<meta name="app-entry">` and `<meta name="preload-after-paint">`, and the only script is the
 * boot script (first-screen-boot.ts), which asks for them once the first screen has painted.
 */
function deferToFirstPaint(html: string, wanted: Preloads): string | null {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return null;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const list = [
    ...[...modules, ...wanted.modules].map((href) => `module ${href}`),
    ...wanted.styles.map((href) => `style ${href}`),
    ...wanted.fetches.map((href) => `fetch ${href}`),
  ];
  const head = [
    `<meta name="app-entry" content="${entry}">`,
    `<meta name="preload-after-paint" content="${list.join(', ')}">`,
    `<script type="module" crossorigin src="${FIRST_SCREEN_BOOT_PATH}"></script>`,
  ];
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => head.join('\n    '));
}

/** A web build as the pages need it. */
interface Build {
  template: string;
  preloads: BuildPreloads;
  qr: QrCodes | null;
}

function buildVariant(
  build: Build,
  routeIndex: number,
  lang: LanguageTag,
  data: FirstScreenData | null,
): Variant {
  const route = build.preloads.routes[routeIndex];
  const own = route ? build.preloads.route(route, lang) : { modules: [], styles: [], fetches: [] };
  const entry = build.preloads.entry(lang);
  const firstScreen = firstScreenFor(route?.path, lang, data, build.qr);
  const after = firstScreen ? firstScreenDataScript(lang, data) : '';
  // the template already lists the entry's scripts and styles, not what the app fetches
  const wanted = merge({ modules: [], styles: [], fetches: entry.fetches }, own);
  let html = build.template
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen}</div>${after}`);
  const deferred = firstScreen ? deferToFirstPaint(html, wanted) : null;
  if (deferred) {
    html = deferred;
  } else {
    const tags = preloadTags(wanted);
    html = html.replace('</head>', tags.length ? `  ${tags.join('\n    ')}\n  </head>` : '</head>');
  }
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    // with a first screen, the hints ask only for what that needs: the stylesheet and the boot script
    links: preloadLinks(
      deferred ? { modules: [FIRST_SCREEN_BOOT_PATH], styles: entry.styles, fetches: [] } : merge(entry, own),
    ),
  };
}

/** The content a route's first screen shows that is read per request (first-screen.ts firstScreenData). */
export type FirstScreenLoader = (routePath: string) => Promise<FirstScreenData | null>;

const hashOf = (data: FirstScreenData) =>
  createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 16);

/**
 * index.html for one page of the app in the caller's language. `<html lang dir>` is right from the
 * first byte (no flip from left-to-right to right-to-left once the script runs), and the head already
 * asks for everything the page will need: the route's chunk and the chunks it imports (from Vite's
 * manifest and the router's table), its catalogues and the first API call, so they download beside the entry
 * script instead of after it. The app still decides the language (a choice stored in the tab wins);
 * the server's guess is the browser's Accept-Language, the same one the app falls back to. On the
 * main pages `#root` holds the page's first screen (first-screen.ts), so text paints before any script
 * has run, and the rest loads once it has painted (deferToFirstPaint). Each variant is built and
 * compressed on first use, once per build of the web app (a rebuild while the server runs is picked up).
 * A page whose first screen shows changing content (the dashboard's notices) reads it on every request
 * through `load`, and its variant is keyed by a hash of that content as well: an edit shows on the next
 * page in every process, and each (page, language) keeps only its latest content's variant.
 */
export function createIndexPages(dist: string) {
  const indexFile = path.join(dist, 'index.html');
  let builtFor = -1;
  let build: Build = { template: '', preloads: readBuildPreloads(dist), qr: null };
  const variants = new Map<string, Variant>();
  /** (route, language) → the key of its variant for the latest content seen */
  const latest = new Map<string, string>();

  return {
    /** The page for `pathname` in `lang`, compressed as the browser accepts. */
    async pageFor(
      pathname: string,
      lang: LanguageTag,
      acceptEncoding: string | undefined,
      load?: FirstScreenLoader,
    ): Promise<{ body: Buffer; encoding: Encoding; links: string[] }> {
      const mtime = statSync(indexFile).mtimeMs;
      if (mtime !== builtFor) {
        build = {
          template: readFileSync(indexFile, 'utf8'),
          preloads: readBuildPreloads(dist),
          qr: readQrCodes(dist),
        };
        variants.clear();
        latest.clear();
        builtFor = mtime;
      }
      const current = build;
      const route = matchRoute(current.preloads.routes, pathname);
      const routeIndex = route ? current.preloads.routes.indexOf(route) : -1;
      const data = route && load ? await load(route.path) : null;
      const base = `${routeIndex} ${lang}`;
      const key = data ? `${base} ${hashOf(data)}` : base;
      let variant = variants.get(key);
      if (!variant) {
        variant = buildVariant(current, routeIndex, lang, data);
        // not kept when the web build changed while the content was read
        if (current === build) {
          const previous = data ? latest.get(base) : undefined;
          if (previous !== undefined && previous !== key) variants.delete(previous);
          if (data) latest.set(base, key);
          variants.set(key, variant);
        }
      }
      const accepted = acceptedEncodings(acceptEncoding);
      const links = variant.links;
      if (accepted.has('br')) return { body: variant.br, encoding: 'br', links };
      if (accepted.has('gzip')) return { body: variant.gzip, encoding: 'gzip', links };
      return { body: variant.identity, encoding: 'identity', links };
    },
  };
}
