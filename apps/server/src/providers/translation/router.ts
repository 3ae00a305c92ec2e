import type { LanguageTag } from '@harbour/i18n';
import type { TranslationProvider } from './types.js';

/** Which configured provider translates into each language; empty when none is configured. */
export interface TranslationRouter {
  readonly configured: boolean;
  /** the first provider, in order of preference, that translates into `target`; null: none does */
  providerFor(target: LanguageTag): Promise<TranslationProvider | null>;
}

/**
 * `providers` in order of preference: a language the first lacks (Somali, Persian… for DeepL) goes to the
 * next that has it; a language none has stays untranslated (readers see the original).
 */
export function createTranslationRouter(providers: TranslationProvider[]): TranslationRouter {
  return {
    configured: providers.length > 0,
    async providerFor(target) {
      for (const provider of providers) {
        if (await provider.supports(target)) return provider;
      }
      return null;
    },
  };
}
