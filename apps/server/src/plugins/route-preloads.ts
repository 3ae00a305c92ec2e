import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type LanguageTag } from '@harbour/i18n';

/** One page of the web app's router, as the build wrote it (apps/web/build/route-table-plugin.ts). */
export interface RouteEntry {
  path: string;
  module: string;
  namespaces: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page asks for before its script runs. URLs are absolute paths on this server. */
export interface Preloads {
  modules: string[];
  styles: string[];
  /** catalogue files and API answers the app fetches first */
  fetches: string[];
}

/**
 * The API call every page makes first (the session's feature flags, apps/web/src/lib/session.tsx),
 * known without running the app. Its answer is the same in every language and for every caller, so
 * the browser may hand the preloaded answer to the app's own request (which adds headers). Calls
 * whose answer depends on the language (provinces, billboard) are left out: the app's stored choice
 * of language can differ from Accept-Language, and the preloaded answer would then be the wrong one.
 */
export const FIRST_API_CALLS = ['/api/getVersion'];

/** `services/:id` against `/services/12`: null when it does not match, else how specific it is. */
function specificity(pattern: string, segments: string[]): number | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  let score = 0;
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) score += 1;
    else if (part === segments[i]) score += 2;
    else return null;
  }
  return score;
}

/**
 * The route react-router will render for `pathname`: the most specific match of static and `:param`
 * segments. The catch-all `*` is left out, so an unknown path gets the entry's preloads only.
 */
export function matchRoute(routes: RouteEntry[], pathname: string): RouteEntry | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  let best: { route: RouteEntry; score: number } | undefined;
  for (const route of routes) {
    if (route.path.includes('*')) continue;
    const score = specificity(route.path, segments);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** The catalogue folder the web build wrote (assets/locales/<hash>), or null for an older build. */
function catalogueBase(dist: string): string | null {
  const root = path.join(dist, 'assets', 'locales');
  if (!existsSync(root)) return null;
  const [hash] = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  return hash ? `/assets/locales/${hash.name}` : null;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/**
 * Reads a web build once: Vite's manifest and the router's table. Gives what the entry script needs
 * (for 103 Early Hints; the HTML already lists it) and what a route needs besides (for the HTML and
 * the hints): its chunk and the chunks it imports, their CSS, and its catalogues in the language the
 * app will pick and in English (the app's fallback), for files that exist.
 */
export function readBuildPreloads(dist: string) {
  const manifest = readJson<Manifest>(path.join(dist, '.vite', 'manifest.json')) ?? {};
  const routes = readJson<RouteEntry[]>(path.join(dist, '.vite', 'routes.json')) ?? [];
  const base = catalogueBase(dist);

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entryChunks = entryKey ? closure(entryKey) : new Set<string>();

  const modulesOf = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key]!.file}`);
  const stylesOf = (keys: Iterable<string>) =>
    [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`);

  const catalogues = (namespaces: string[], lang: LanguageTag) =>
    base
      ? namespaces.flatMap((ns) =>
          [...new Set([lang, DEFAULT_LANGUAGE])]
            .map((l) => `${base}/${l}/${ns}.json`)
            .filter((url) => existsSync(path.join(dist, url))),
        )
      : [];

  const entryStyles = new Set(stylesOf(entryChunks));
  return {
    routes,
    /** The entry script with its imports and styles, the common catalogues and the first API call. */
    entry(lang: LanguageTag): Preloads {
      return {
        modules: modulesOf(entryChunks),
        styles: [...entryStyles],
        fetches: [...catalogues(['common'], lang), ...FIRST_API_CALLS],
      };
    },
    /** What `route` needs that the entry does not already bring. */
    route(route: RouteEntry, lang: LanguageTag): Preloads {
      const own = [...closure(route.module)].filter((key) => !entryChunks.has(key));
      return {
        modules: modulesOf(own),
        styles: stylesOf(own).filter((file) => !entryStyles.has(file)),
        fetches: catalogues(route.namespaces, lang),
      };
    },
  };
}

export type BuildPreloads = ReturnType<typeof readBuildPreloads>;

/** `<link>` elements for the HTML head. */
export function preloadTags(p: Preloads): string[] {
  return [
    ...p.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...p.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...p.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ];
}

/** The same as `Link` header values, for 103 Early Hints. */
export function preloadLinks(p: Preloads): string[] {
  return [
    ...p.modules.map((href) => `<${href}>; rel=modulepreload; crossorigin`),
    ...p.styles.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...p.fetches.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`),
  ];
}
