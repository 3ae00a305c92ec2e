import { useTranslation } from 'react-i18next';

/** The interface language, for query keys: answers are cached per language. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
