import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguageTag } from '@harbour/i18n';

type Tree = { [key: string]: string | Tree };

const localesDir = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('@harbour/i18n/locales/en/email.json')),
);
const catalogues = new Map<string, Tree | null>();

/** packages/i18n/locales/<lang>/<namespace>.json, read once; null when the language has none yet. */
function catalogue(lang: string, namespace: string): Tree | null {
  const key = `${lang}/${namespace}`;
  if (!catalogues.has(key)) {
    let tree: Tree | null = null;
    try {
      tree = JSON.parse(readFileSync(path.join(localesDir, lang, `${namespace}.json`), 'utf8')) as Tree;
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

/** A key of a catalogue namespace in `lang`, else in en (as the web app's fallback), else the key itself. */
export function catalogueText(lang: string, namespace: string, key: string): string {
  const tag = isLanguageTag(lang) ? lang : DEFAULT_LANGUAGE;
  return lookup(catalogue(tag, namespace), key) ?? lookup(catalogue(DEFAULT_LANGUAGE, namespace), key) ?? key;
}

/** The raw text of a key of the e-mail catalogue in `lang`, else in en, else the key itself. */
export function template(lang: string, key: string): string {
  return catalogueText(lang, 'email', key);
}

/** Replaces `{{name}}` placeholders; `encode` is applied to each value (e.g. HTML escaping). */
export function interpolate(
  text: string,
  vars: Record<string, string> = {},
  encode: (value: string) => string = (v) => v,
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? encode(vars[name]!) : whole,
  );
}

/** `t('fr', 'confirm_email.subject', { name })`: e-mail texts, falling back to en. */
export function t(lang: string, key: string, vars: Record<string, string> = {}): string {
  return interpolate(template(lang, key), vars);
}

const LIST_SEPARATORS: Record<string, string> = { ar: '، ', fa: '، ', zh: '、' };

/** "Children, Adults" with the list separator of `lang` ("الأطفال، البالغون", "儿童、成人"). */
export function joinList(items: readonly string[], lang: string): string {
  return items.join(LIST_SEPARATORS[lang] ?? ', ');
}
