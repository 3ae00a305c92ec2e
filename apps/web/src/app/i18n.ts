import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, isLanguageTag, isRtl, type LanguageTag } from '@harbour/i18n';
import { storage } from '../lib/storage';

type Catalogue = Record<string, unknown>;

// Each catalogue becomes its own small chunk, fetched when its language and namespace are needed.
const catalogues = import.meta.glob<Catalogue>('../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
});

function loaderFor(lang: string, ns: string): (() => Promise<Catalogue>) | undefined {
  return catalogues[`../../../../packages/i18n/locales/${lang}/${ns}.json`];
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const load = loaderFor(lang, ns);
    // A catalogue not written yet falls back to English through fallbackLng.
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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
export function initI18n(language: LanguageTag = detectInitialLanguage()): Promise<unknown> {
  if (initialising) return initialising;
  i18next.on('languageChanged', applyDocumentLanguage);
  initialising = i18next
    .use(lazyCatalogues)
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
  return i18next.loadNamespaces(ns);
}

export { i18next };
