import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/**
 * The server's default body limit. The largest JSON body a route takes is the contact form: a
 * 5,000-character message is 30 KB even when every character is sent as a `\uXXXX` escape. Routes
 * that take more set their own `bodyLimit`; multipart uploads have their own limits.
 */
export const JSON_BODY_LIMIT = 32 * 1024;

/** No request schema nests more than a few levels; anything deeper is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when `text` opens more than `max` arrays or objects inside each other; one pass, stops early. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` refused,
 * empty bodies refused) behind a depth check, so a body of nested brackets costs a linear scan
 * instead of a parse that builds every level before failing. Too deep → 400 `invalid_input`.
 */
export const bodyParserPlugin = fp(async (app: FastifyInstance) => {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest('invalid_input'), undefined);
      return;
    }
    void parse(request, text, done);
  });
});
