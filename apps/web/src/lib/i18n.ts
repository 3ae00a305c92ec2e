import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, isLanguageTag, isRtl, type LanguageTag } from '@harbour/i18n';
import { storage } from './storage';

type Catalogue = Record<string, unknown>;
/** Loads one catalogue; an empty object when that language has no such namespace yet. */
export type CatalogueLoader = (lang: string, ns: string) => Promise<Catalogue>;

/** Set by the build (apps/web/build/catalogues-plugin.ts): where the catalogue JSON files are served. */
declare const __CATALOGUE_BASE__: string;

async function download(url: string): Promise<Catalogue> {
  const res = await fetch(url);
  if (res.status === 404) return {};
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as Catalogue;
}

/**
 * Each catalogue file is fetched once: a page's namespaces start downloading beside its code, before
 * i18next (which waits for its own start) asks for them, and its read then gets the same answer.
 */
const fetched = new Map<string, Promise<Catalogue>>();
const fetchCatalogue: CatalogueLoader = (lang, ns) => {
  const url = `${__CATALOGUE_BASE__}/${lang}/${ns}.json`;
  let answer = fetched.get(url);
  if (!answer) {
    answer = download(url);
    fetched.set(url, answer);
    answer.catch(() => fetched.delete(url));
  }
  return answer;
};
let activeLoader: CatalogueLoader = fetchCatalogue;

function backendWith(load: CatalogueLoader): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lang, ns, callback) {
      // A catalogue not written yet falls back to English through fallbackLng.
      load(lang, ns).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/** Sets `<html lang dir>`; dir is rtl for ar and fa. */
export function applyDocumentLanguage(tag: string): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = isRtl(tag) ? 'rtl' : 'ltr';
}

/** sessionStorage `language`, else the browser's first supported language, else en. */
export function detectInitialLanguage(): LanguageTag {
  const stored = storage.getLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const candidate of browser) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLanguageTag(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

let initialising: Promise<unknown> | null = null;

/** Initialises i18next once (common namespace of the initial language and of en). */
export function initI18n(
  language: LanguageTag = detectInitialLanguage(),
  load: CatalogueLoader = fetchCatalogue,
): Promise<unknown> {
  if (initialising) return initialising;
  activeLoader = load;
  i18next.on('languageChanged', applyDocumentLanguage);
  initialising = i18next
    .use(backendWith(load))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_TAGS,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(language);
  return initialising;
}

/** Changes the interface language (loads its catalogues first). Does not store the choice. */
export async function changeLanguage(tag: LanguageTag): Promise<void> {
  await i18next.changeLanguage(tag);
}

/** Loads namespaces before a route renders, so pages never flash untranslated keys. */
export function loadNamespaces(...ns: string[]): Promise<void> {
  const lang = i18next.resolvedLanguage ?? detectInitialLanguage();
  for (const n of ns) {
    for (const l of new Set([lang, DEFAULT_LANGUAGE])) void activeLoader(l, n).catch(() => undefined);
  }
  return i18next.loadNamespaces(ns);
}

export { i18next };
