import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type LanguageTag } from '@harbour/i18n';
import { firstScreenMarkup, type Translate } from './first-screen-markup.js';

type Tree = { [key: string]: string | Tree };

const localesDir = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('@harbour/i18n/locales/en/common.json')),
);
const catalogues = new Map<string, Tree | null>();

/** packages/i18n/locales/<lang>/<ns>.json, read once; null when that language has no such file. */
function catalogue(lang: string, ns: string): Tree | null {
  const key = `${lang}/${ns}`;
  if (!catalogues.has(key)) {
    let tree: Tree | null = null;
    try {
      tree = JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree;
    } catch {
      tree = null;
    }
    catalogues.set(key, tree);
  }
  return catalogues.get(key) ?? null;
}

function lookup(tree: Tree | null, key: string): string | undefined {
  let node: string | Tree | undefined = tree ?? undefined;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The app's own lookup: the language, then English (i18next's fallbackLng), then the key. */
export function translator(lang: LanguageTag): Translate {
  return (ns, key) => lookup(catalogue(lang, ns), key) ?? lookup(catalogue(DEFAULT_LANGUAGE, ns), key) ?? key;
}

/**
 * What `#root` holds before the app's script has run, for a route of the router (its path as in
 * routes.json) in `lang`: the page frame and the page's title and first text, painted from the HTML
 * and the stylesheet alone. Empty for routes without one (the app renders them as before). React's
 * first render replaces it.
 */
export function firstScreenFor(routePath: string | undefined, lang: LanguageTag): string {
  if (routePath === undefined) return '';
  return firstScreenMarkup(routePath, translator(lang));
}
