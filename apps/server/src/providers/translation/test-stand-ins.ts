/*
 * Test support: local node:http stand-ins for LibreTranslate and DeepL answering in each one's real format.
 * A text "translates" to `<target>: <text>`, so a test can tell which language and which text it got.
 */
import { STOCK_LIBRETRANSLATE_LANGUAGES } from './libretranslate.js';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer a test puts ahead of the normal ones: a status with a JSON or raw body, or no answer at all. */
export type ScriptedAnswer =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  /** keeps the request open without answering (a provider that does not answer in time) */
  | 'hang';

export interface TranslateCall {
  texts: string[];
  /** our spelling: 'auto' or a lower-case tag as sent */
  source: string;
  target: string;
}

export interface TranslationStandIn {
  url: string;
  /** every translate request's texts and languages, in order (also failed ones) */
  calls: TranslateCall[];
  /** raw headers and JSON bodies of the translate requests */
  requests: { headers: IncomingHttpHeaders; body: unknown }[];
  /** (text, target) pairs it was asked to translate, counted */
  pairCount(text: string, target: string): number;
  /** the next translate requests get these answers, one each, before the normal ones */
  script(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

/** The stand-ins' language detection: French when the text looks French, else English, unless told. */
export type Detect = (text: string) => string;
const FRENCH = /\b(le|la|les|des|et|une|nous|pour)\b|[éèàçê]/i;
export const simpleDetect: Detect = (text) => (FRENCH.test(text) ? 'fr' : 'en');

export const fakeTranslation = (text: string, target: string) => `${target}: ${text}`;

interface Handler {
  translatePath: string;
  /** reads a request body into a call, or null when it is refused (answered 400) */
  call(
    body: Record<string, unknown>,
    headers: IncomingHttpHeaders,
  ): TranslateCall | { error: string; status: number };
  answer(call: TranslateCall): unknown;
  other?(path: string): unknown;
}

async function startStandIn(handler: Handler): Promise<TranslationStandIn> {
  const calls: TranslateCall[] = [];
  const requests: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const scripted: ScriptedAnswer[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.method !== 'POST' || path !== handler.translatePath) {
        const other = handler.other?.(path);
        return other === undefined ? send(404, { error: 'Not Found' }) : send(200, other);
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { error: 'Invalid request: body is not JSON' });
      }
      requests.push({ headers: req.headers, body });
      const call = handler.call(body, req.headers);
      if ('error' in call) return send(call.status, { error: call.error, message: call.error });
      calls.push(call);
      const next = scripted.shift();
      if (next === 'hang') return;
      if (next) return send(next.status, next.text ?? next.json ?? {}, next.headers);
      send(200, handler.answer(call));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    requests,
    pairCount: (text, target) => calls.filter((c) => c.target === target && c.texts.includes(text)).length,
    script: (...answers) => scripted.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Argos models of a stock LibreTranslate, among which no Somali. */
export const LIBRETRANSLATE_LANGUAGES = STOCK_LIBRETRANSLATE_LANGUAGES;

/**
 * LibreTranslate: `POST /translate` `{ q, source, target, format, api_key }` → `{ translatedText }` (a list for a
 * list), plus `detectedLanguage` (`{ confidence, language }` per text) when `source` is 'auto'; `GET /languages`.
 * With `apiKey` set, a request without it is refused 403 like a server started with --api-keys.
 */
export function startLibreTranslateStandIn(
  opts: { languages?: string[]; detect?: Detect; apiKey?: string } = {},
): Promise<TranslationStandIn> {
  const languages = opts.languages ?? LIBRETRANSLATE_LANGUAGES;
  const detect = opts.detect ?? simpleDetect;
  return startStandIn({
    translatePath: '/translate',
    call(body) {
      if (opts.apiKey && body.api_key !== opts.apiKey) {
        return { status: 403, error: 'Invalid API key' };
      }
      const { q, source, target } = body;
      if (!q) return { status: 400, error: 'Invalid request: missing q parameter' };
      if (typeof target !== 'string' || !languages.includes(target)) {
        return { status: 400, error: `${String(target)} is not supported` };
      }
      const texts = (Array.isArray(q) ? q : [q]).map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
      return { texts, source: String(source), target };
    },
    answer(call) {
      const translated = call.texts.map((t) => fakeTranslation(t, call.target));
      if (call.source !== 'auto') return { translatedText: translated };
      return {
        translatedText: translated,
        detectedLanguage: call.texts.map((t) => ({ confidence: 90.0, language: detect(t) })),
      };
    },
    other(path) {
      if (path !== '/languages') return undefined;
      return languages.map((code) => ({ code, name: code, targets: languages }));
    },
  });
}

/**
 * DeepL v2: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and `{ text, target_lang,
 * source_lang? }` → `{ translations: [{ detected_source_language, text }] }`; 403 for a wrong key.
 */
export function startDeepLStandIn(
  opts: { apiKey?: string; detect?: Detect } = {},
): Promise<TranslationStandIn> {
  const apiKey = opts.apiKey ?? 'test-key:fx';
  const detect = opts.detect ?? simpleDetect;
  return startStandIn({
    translatePath: '/v2/translate',
    call(body, headers) {
      if (headers.authorization !== `DeepL-Auth-Key ${apiKey}`) {
        return { status: 403, error: 'Wrong endpoint. Use https://api.deepl.com' };
      }
      const { text, target_lang, source_lang } = body;
      if (!Array.isArray(text) || typeof target_lang !== 'string') {
        return { status: 400, error: "Value for 'target_lang' not supported." };
      }
      return {
        texts: text.map(String),
        source: typeof source_lang === 'string' ? source_lang.toLowerCase() : 'auto',
        target: target_lang.toLowerCase(),
      };
    },
    answer(call) {
      return {
        translations: call.texts.map((t) => ({
          detected_source_language: (call.source === 'auto' ? detect(t) : call.source).toUpperCase(),
          text: fakeTranslation(t, call.target),
        })),
      };
    },
  });
}
