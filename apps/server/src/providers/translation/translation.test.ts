import { afterEach, describe, expect, it } from 'vitest';
import {
  createDeepL,
  createLibreTranslate,
  createTranslationRouter,
  TranslationProviderError,
} from './index.js';
import { retryAfterMs } from './http.js';
import { startDeepLStandIn, startLibreTranslateStandIn, type TranslationStandIn } from './test-stand-ins.js';

let standIns: TranslationStandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.map((s) => s.close()));
  standIns = [];
});
async function libre(opts: Parameters<typeof startLibreTranslateStandIn>[0] = {}) {
  const s = await startLibreTranslateStandIn(opts);
  standIns.push(s);
  return s;
}
async function deepl(opts: Parameters<typeof startDeepLStandIn>[0] = {}) {
  const s = await startDeepLStandIn(opts);
  standIns.push(s);
  return s;
}

async function failure(p: Promise<unknown>): Promise<TranslationProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TranslationProviderError);
  return err as TranslationProviderError;
}

describe('LibreTranslate adapter', () => {
  it('translates a batch in one request and reports the detected language', async () => {
    const s = await libre({ apiKey: 'lt-key' });
    const lt = createLibreTranslate({ url: s.url, apiKey: 'lt-key', timeoutMs: 2000 });
    const out = await lt.translate({
      texts: ['Dentist', 'Nous soignons les dents'],
      source: 'auto',
      target: 'ar',
    });
    expect(out.texts).toEqual(['ar: Dentist', 'ar: Nous soignons les dents']);
    expect(out.detected).toEqual(['en', 'fr']);
    expect(s.calls).toHaveLength(1);
    expect(s.requests[0]?.body).toMatchObject({
      q: ['Dentist', 'Nous soignons les dents'],
      format: 'text',
      api_key: 'lt-key',
    });
  });

  it('without source auto there is no detection', async () => {
    const s = await libre();
    const lt = createLibreTranslate({ url: s.url, apiKey: null, timeoutMs: 2000 });
    const out = await lt.translate({ texts: ['Hello'], source: 'en', target: 'fr' });
    expect(out).toEqual({ texts: ['fr: Hello'], detected: [null] });
    expect(s.requests[0]?.body).not.toHaveProperty('api_key');
  });

  it('knows its targets from /languages: no Somali', async () => {
    const s = await libre();
    const lt = createLibreTranslate({ url: s.url, apiKey: null, timeoutMs: 2000 });
    expect(await lt.supports('fa')).toBe(true);
    expect(await lt.supports('so')).toBe(false);
  });

  it('429 with Retry-After, 403, 500, malformed JSON and a timeout are typed failures', async () => {
    const s = await libre();
    const lt = createLibreTranslate({ url: s.url, apiKey: null, timeoutMs: 300 });
    const req = { texts: ['Hi'], source: 'en' as const, target: 'fr' as const };
    s.script(
      { status: 429, json: { error: 'Slowdown: 30 per 1 minute' }, headers: { 'retry-after': '42' } },
      { status: 403, json: { error: 'Invalid API key' } },
      { status: 500, json: { error: 'Cannot translate text: boom' } },
      { status: 200, text: '{"translatedText": ["cut' },
      'hang',
    );
    const limited = await failure(lt.translate(req));
    expect(limited.failure).toBe('rate_limited');
    expect(limited.retryAfterMs).toBe(42_000);
    expect(limited.message).toContain('Slowdown');
    expect((await failure(lt.translate(req))).failure).toBe('rejected');
    expect((await failure(lt.translate(req))).failure).toBe('unavailable');
    expect((await failure(lt.translate(req))).message).toContain('unexpected body');
    const timedOut = await failure(lt.translate(req));
    expect(timedOut.failure).toBe('unavailable');
    expect(timedOut.message).toContain('no answer in 300 ms');
  });

  it('an unreachable server is unavailable, and its targets fall back to the stock list', async () => {
    const lt = createLibreTranslate({ url: 'http://127.0.0.1:9', apiKey: null, timeoutMs: 300 });
    expect(await lt.supports('uk')).toBe(true);
    expect(await lt.supports('so')).toBe(false);
    expect((await failure(lt.translate({ texts: ['x'], source: 'en', target: 'fr' }))).failure).toBe(
      'unavailable',
    );
  });
});

describe('DeepL adapter', () => {
  it('sends the key in the header, maps our tags and reads the detection', async () => {
    const s = await deepl({ apiKey: 'k:fx' });
    const d = createDeepL({ apiKey: 'k:fx', url: s.url, timeoutMs: 2000 });
    const out = await d.translate({ texts: ['Le dentiste', 'Open'], source: 'auto', target: 'pt' });
    expect(out.texts).toEqual(['pt-br: Le dentiste', 'pt-br: Open']);
    expect(out.detected).toEqual(['fr', 'en']);
    expect(s.requests[0]?.headers.authorization).toBe('DeepL-Auth-Key k:fx');
    expect(s.requests[0]?.body).toEqual({ text: ['Le dentiste', 'Open'], target_lang: 'PT-BR' });
    await d.translate({ texts: ['Open'], source: 'en', target: 'zh' });
    expect(s.requests[1]?.body).toEqual({ text: ['Open'], target_lang: 'ZH-HANS', source_lang: 'EN' });
    await d.translate({ texts: ['Ouvert'], source: 'fr', target: 'en' });
    expect(s.requests[2]?.body).toMatchObject({ target_lang: 'EN-US' });
  });

  it('has no Somali, Persian, Hindi or Tagalog unless asked for as beta languages', async () => {
    const s = await deepl({ apiKey: 'k' });
    const plain = createDeepL({ apiKey: 'k', url: s.url, timeoutMs: 2000 });
    expect(await plain.supports('so')).toBe(false);
    expect(await plain.supports('vi')).toBe(true);
    const beta = createDeepL({ apiKey: 'k', url: s.url, timeoutMs: 2000, betaLanguages: ['so'] });
    expect(await beta.supports('so')).toBe(true);
    await beta.translate({ texts: ['Open'], source: 'en', target: 'so' });
    expect(s.requests[0]?.body).toMatchObject({ target_lang: 'SO', enable_beta_languages: true });
  });

  it('picks the Free API host for a key ending in :fx', async () => {
    const { deeplBaseUrl } = await import('./deepl.js');
    expect(deeplBaseUrl('abc:fx', null)).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc', null)).toBe('https://api.deepl.com');
    expect(deeplBaseUrl('abc', 'http://x/')).toBe('http://x');
  });

  it('429 with Retry-After, 456 quota, a wrong key, 500 and malformed JSON are typed failures', async () => {
    const s = await deepl({ apiKey: 'k' });
    const d = createDeepL({ apiKey: 'k', url: s.url, timeoutMs: 2000 });
    const req = { texts: ['Hi'], source: 'en' as const, target: 'fr' as const };
    s.script(
      { status: 429, json: { message: 'Too many requests' }, headers: { 'retry-after': '3' } },
      { status: 456, json: { message: 'Quota exceeded' } },
      { status: 500, text: '<html>oops</html>' },
      { status: 200, json: { translations: 'nope' } },
    );
    const limited = await failure(d.translate(req));
    expect([limited.failure, limited.retryAfterMs]).toEqual(['rate_limited', 3000]);
    expect((await failure(d.translate(req))).failure).toBe('quota');
    expect((await failure(d.translate(req))).failure).toBe('unavailable');
    expect((await failure(d.translate(req))).failure).toBe('unavailable');
    const wrongKey = createDeepL({ apiKey: 'other', url: s.url, timeoutMs: 2000 });
    const refused = await failure(wrongKey.translate(req));
    expect(refused.failure).toBe('rejected');
    expect(refused.message).not.toContain('other');
  });
});

describe('router', () => {
  it('sends each language to the first provider that has it, Somali to LibreTranslate when it has it', async () => {
    const d = await deepl({ apiKey: 'k' });
    const l = await libre({ languages: ['en', 'fr', 'so', 'fa'] });
    const router = createTranslationRouter([
      createDeepL({ apiKey: 'k', url: d.url, timeoutMs: 2000 }),
      createLibreTranslate({ url: l.url, apiKey: null, timeoutMs: 2000 }),
    ]);
    expect((await router.providerFor('fr'))?.name).toBe('deepl');
    expect((await router.providerFor('so'))?.name).toBe('libretranslate');
    expect((await router.providerFor('fa'))?.name).toBe('libretranslate');
    expect(await router.providerFor('hi')).toBeNull();
  });

  it('with no provider nothing is routed', async () => {
    const router = createTranslationRouter([]);
    expect(router.configured).toBe(false);
    expect(await router.providerFor('fr')).toBeNull();
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
