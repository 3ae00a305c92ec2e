import type { LanguageTag } from '@harbour/i18n';

export interface TranslateRequest {
  /** texts translated together, in one provider call */
  texts: string[];
  /** the language they are written in, or 'auto' to let the provider detect it */
  source: LanguageTag | 'auto';
  target: LanguageTag;
}

export interface TranslateResult {
  /** one translation per text, in order */
  texts: string[];
  /** per text, the language the provider detected (one of ours), null when unknown or not ours */
  detected: (LanguageTag | null)[];
}

/** An outside machine translation service (LibreTranslate, DeepL). */
export interface TranslationProvider {
  readonly name: string;
  /** whether it can translate into `target` (from any of our languages) */
  supports(target: LanguageTag): Promise<boolean>;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

/**
 * `rate_limited` (429) and `quota` (DeepL 456) say when to try again; `unavailable` is a timeout, a network
 * failure, a 5xx or an answer we cannot read; `rejected` is a refused request (400, 403). The message never
 * holds a key or a text.
 */
export type TranslationFailure = 'rate_limited' | 'quota' | 'unavailable' | 'rejected';

export class TranslationProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: TranslationFailure,
    message: string,
    /** milliseconds the provider asked us to wait (Retry-After), when it said */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'TranslationProviderError';
  }
}
