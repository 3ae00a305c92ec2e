import { LANGUAGE_TAGS, type LanguageTag } from '@harbour/i18n';
import { z } from 'zod';
import { getJsonOrNull, postJson } from './http.js';
import { ourTag } from './languages.js';
import {
  TranslationProviderError,
  type TranslateRequest,
  type TranslateResult,
  type TranslationProvider,
} from './types.js';

export interface LibreTranslateOptions {
  url: string;
  apiKey: string | null;
  timeoutMs: number;
  /** how long the server's language list is trusted before it is asked again */
  languagesTtlMs?: number;
}

/** What a stock LibreTranslate (Argos models) offers among our languages when /languages cannot be read: all but Somali. */
export const STOCK_LIBRETRANSLATE_LANGUAGES: LanguageTag[] = LANGUAGE_TAGS.filter((l) => l !== 'so');

const languagesSchema = z.array(
  z.object({ code: z.string(), name: z.string().optional(), targets: z.array(z.string()).optional() }),
);

const detectionSchema = z.object({ language: z.string(), confidence: z.number().optional() });
const translateSchema = z.object({
  translatedText: z.union([z.string(), z.array(z.string())]),
  detectedLanguage: z.union([detectionSchema, z.array(detectionSchema)]).optional(),
});

/** LibreTranslate: `POST /translate` with `q` as a list; its `/languages` says which targets it has. */
export function createLibreTranslate(opts: LibreTranslateOptions): TranslationProvider {
  const base = opts.url.replace(/\/+$/, '');
  const ttl = opts.languagesTtlMs ?? 3_600_000;
  let targets: { set: Set<LanguageTag>; until: number } | null = null;

  async function knownTargets(): Promise<Set<LanguageTag>> {
    if (targets && targets.until > Date.now()) return targets.set;
    const list = await getJsonOrNull(new URL(`${base}/languages`), languagesSchema, opts.timeoutMs);
    if (!list) {
      // not cached: the next pass asks again
      return new Set(STOCK_LIBRETRANSLATE_LANGUAGES);
    }
    const set = new Set<LanguageTag>();
    for (const language of list) {
      for (const code of [language.code, ...(language.targets ?? [])]) {
        const tag = ourTag(code);
        if (tag) set.add(tag);
      }
    }
    targets = { set, until: Date.now() + ttl };
    return set;
  }

  return {
    name: 'libretranslate',
    async supports(target) {
      return (await knownTargets()).has(target);
    },
    async translate(request: TranslateRequest): Promise<TranslateResult> {
      const body = {
        q: request.texts,
        source: request.source,
        target: request.target,
        format: 'text',
        ...(opts.apiKey ? { api_key: opts.apiKey } : {}),
      };
      const answer = await postJson(
        'libretranslate',
        new URL(`${base}/translate`),
        body,
        translateSchema,
        opts.timeoutMs,
      );
      const texts = Array.isArray(answer.translatedText) ? answer.translatedText : [answer.translatedText];
      if (texts.length !== request.texts.length) {
        throw new TranslationProviderError(
          'libretranslate',
          'unavailable',
          '/translate: wrong number of texts',
        );
      }
      const detections = answer.detectedLanguage
        ? Array.isArray(answer.detectedLanguage)
          ? answer.detectedLanguage
          : [answer.detectedLanguage]
        : [];
      return { texts, detected: texts.map((_, i) => ourTag(detections[i]?.language)) };
    },
  };
}
