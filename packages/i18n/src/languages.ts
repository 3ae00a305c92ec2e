export const LANGUAGES = [
  { tag: 'en', nativeName: 'English', rtl: false },
  { tag: 'fr', nativeName: 'Français', rtl: false },
  { tag: 'ar', nativeName: 'العربية', rtl: true },
  { tag: 'fa', nativeName: 'فارسی', rtl: true },
  { tag: 'es', nativeName: 'Español', rtl: false },
  { tag: 'tl', nativeName: 'Tagalog', rtl: false },
  { tag: 'zh', nativeName: '中文', rtl: false },
  { tag: 'hi', nativeName: 'हिन्दी', rtl: false },
  { tag: 'vi', nativeName: 'Tiếng Việt', rtl: false },
  { tag: 'ru', nativeName: 'Русский', rtl: false },
  { tag: 'so', nativeName: 'Soomaali', rtl: false },
  { tag: 'pt', nativeName: 'Português', rtl: false },
  { tag: 'uk', nativeName: 'Українська', rtl: false },
] as const;

export type LanguageTag = (typeof LANGUAGES)[number]['tag'];
export const LANGUAGE_TAGS: LanguageTag[] = LANGUAGES.map((l) => l.tag);
export const DEFAULT_LANGUAGE: LanguageTag = 'en';

export function isLanguageTag(value: unknown): value is LanguageTag {
  return typeof value === 'string' && (LANGUAGE_TAGS as string[]).includes(value);
}

export function isRtl(tag: string): boolean {
  return LANGUAGES.some((l) => l.tag === tag && l.rtl);
}

/** Picks a supported tag from a `language` header value or an Accept-Language list. */
export function pickLanguage(header: string | undefined, acceptLanguage?: string): LanguageTag {
  const candidates = [header, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0])];
  for (const raw of candidates) {
    const base = raw?.trim().toLowerCase().split('-')[0];
    if (isLanguageTag(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
