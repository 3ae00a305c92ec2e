import type { LanguageTag } from '@harbour/i18n';
import { z } from 'zod';
import { postJson } from './http.js';
import { ourTag } from './languages.js';
import {
  TranslationProviderError,
  type TranslateRequest,
  type TranslateResult,
  type TranslationProvider,
} from './types.js';

export interface DeepLOptions {
  apiKey: string;
  /** null: api-free.deepl.com for a Free key (ending ':fx'), else api.deepl.com */
  url: string | null;
  timeoutMs: number;
  /** our tags DeepL offers only as beta languages (sent with enable_beta_languages) */
  betaLanguages?: LanguageTag[];
}

/** Our tags DeepL translates into (its generally available target languages). */
export const DEEPL_TARGETS: LanguageTag[] = ['en', 'fr', 'ar', 'es', 'zh', 'vi', 'ru', 'pt', 'uk'];

/** DeepL wants a variant for English, Portuguese and Chinese targets. */
const TARGET_CODES: Partial<Record<LanguageTag, string>> = { en: 'EN-US', pt: 'PT-BR', zh: 'ZH-HANS' };

export const deeplTarget = (tag: LanguageTag) => TARGET_CODES[tag] ?? tag.toUpperCase();

export function deeplBaseUrl(apiKey: string, url: string | null): string {
  if (url) return url.replace(/\/+$/, '');
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

const translateSchema = z.object({
  translations: z.array(z.object({ detected_source_language: z.string().optional(), text: z.string() })),
});

/** DeepL API v2: `POST /v2/translate` with the key in `Authorization: DeepL-Auth-Key`. */
export function createDeepL(opts: DeepLOptions): TranslationProvider {
  const base = deeplBaseUrl(opts.apiKey, opts.url);
  const beta = new Set(opts.betaLanguages ?? []);
  const targets = new Set<LanguageTag>([...DEEPL_TARGETS, ...beta]);
  return {
    name: 'deepl',
    async supports(target) {
      return targets.has(target);
    },
    async translate(request: TranslateRequest): Promise<TranslateResult> {
      const betaPair = beta.has(request.target) || (request.source !== 'auto' && beta.has(request.source));
      const body = {
        text: request.texts,
        target_lang: deeplTarget(request.target),
        ...(request.source === 'auto' ? {} : { source_lang: request.source.toUpperCase() }),
        ...(betaPair ? { enable_beta_languages: true } : {}),
      };
      const answer = await postJson(
        'deepl',
        new URL(`${base}/v2/translate`),
        body,
        translateSchema,
        opts.timeoutMs,
        { authorization: `DeepL-Auth-Key ${opts.apiKey}` },
      );
      if (answer.translations.length !== request.texts.length) {
        throw new TranslationProviderError('deepl', 'unavailable', '/v2/translate: wrong number of texts');
      }
      return {
        texts: answer.translations.map((t) => t.text),
        detected: answer.translations.map((t) => ourTag(t.detected_source_language)),
      };
    },
  };
}
