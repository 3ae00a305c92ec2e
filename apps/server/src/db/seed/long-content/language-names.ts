import { joinList } from '../../../lib/i18n.js';

/** ICU has few language names in Filipino; these are the usual ones. */
const FILIPINO: Record<string, string> = {
  fr: 'Pranses',
  ar: 'Arabe',
  zh: 'Tsino',
  es: 'Espanyol',
  fa: 'Persyano',
  pt: 'Portuges',
  so: 'Somali',
  vi: 'Biyetnames',
  hi: 'Hindi',
  ru: 'Ruso',
  uk: 'Ukranyano',
  tl: 'Tagalog',
};

/** "English, French, Arabic" written in `lang`: the languages a service is offered in. */
export function languageNames(tags: readonly string[], lang: string): string {
  const display = new Intl.DisplayNames([lang], { type: 'language' });
  const text = joinList(
    tags.map((t) => (lang === 'tl' ? FILIPINO[t] : undefined) ?? display.of(t) ?? t),
    lang,
  );
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
