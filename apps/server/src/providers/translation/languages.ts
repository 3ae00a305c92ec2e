import { isLanguageTag, type LanguageTag } from '@harbour/i18n';

/** A provider's language code (pt-BR, zh-Hans, ZH, EN-US…) as one of our 13 tags, or null. */
export function ourTag(code: string | null | undefined): LanguageTag | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  // LibreTranslate names traditional Chinese `zt` and Brazilian Portuguese `pb` in older versions
  const base = lower === 'zt' ? 'zh' : lower === 'pb' ? 'pt' : lower.split(/[-_]/)[0];
  return isLanguageTag(base) ? base : null;
}
