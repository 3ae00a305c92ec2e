import type { Config } from '../../config.js';
import { createDeepL } from './deepl.js';
import { createLibreTranslate } from './libretranslate.js';
import { createTranslationRouter, type TranslationRouter } from './router.js';
import type { TranslationProvider } from './types.js';

export * from './types.js';
export { createDeepL, deeplBaseUrl, deeplTarget, DEEPL_TARGETS } from './deepl.js';
export { createLibreTranslate } from './libretranslate.js';
export { createTranslationRouter, type TranslationRouter } from './router.js';

/** DeepL first when its key is set (it has more of our languages at a higher quality), then LibreTranslate. */
export function createTranslationProviders(config: Config['translation']): TranslationRouter {
  const providers: TranslationProvider[] = [];
  if (config.deeplApiKey) {
    providers.push(
      createDeepL({
        apiKey: config.deeplApiKey,
        url: config.deeplApiUrl,
        timeoutMs: config.timeoutMs,
        betaLanguages: config.deeplBetaLanguages,
      }),
    );
  }
  if (config.libreTranslateUrl) {
    providers.push(
      createLibreTranslate({
        url: config.libreTranslateUrl,
        apiKey: config.libreTranslateApiKey,
        timeoutMs: config.timeoutMs,
      }),
    );
  }
  return createTranslationRouter(providers);
}
