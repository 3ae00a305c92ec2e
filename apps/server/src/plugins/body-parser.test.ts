import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { JSON_BODY_LIMIT, MAX_JSON_DEPTH, nestsDeeperThan } from './body-parser.js';

const MB = 1024 * 1024;
let app: FastifyInstance;
/** server-side time of the last request, from its first hook to its answer */
let lastServerMs = 0;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  // a route that takes any JSON up to 2 MB, so the parser itself is what is measured
  app.post('/api/test/any-json', { bodyLimit: 2 * MB }, async () => ({
    meta: { success: true, message: '' },
  }));
  app.addHook('onRequest', async (request) => {
    (request as unknown as { startedAt: number }).startedAt = performance.now();
  });
  app.addHook('onSend', async (request) => {
    lastServerMs = performance.now() - (request as unknown as { startedAt: number }).startedAt;
  });
});
afterAll(() => app.close());

const message = (res: LightMyRequestResponse) => res.json<{ meta: { message: string } }>().meta.message;
const postJson = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON bodies', () => {
  it('refuses nesting deeper than MAX_JSON_DEPTH with 400 invalid_input, and takes what is within it', async () => {
    const tooDeep = await postJson('/api/test/any-json', `{"a":${nested(MAX_JSON_DEPTH)}}`);
    expect([tooDeep.statusCode, message(tooDeep)]).toEqual([400, 'invalid_input']);
    const deepest = await postJson('/api/test/any-json', `{"a":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(deepest.statusCode).toBe(200);
    // brackets inside strings, escaped quotes included, are not nesting
    const inString = await postJson('/api/test/any-json', JSON.stringify({ a: `"${'['.repeat(100)}` }));
    expect(inString.statusCode).toBe(200);
  });

  it('rejects 1 MB of nested brackets in well under 50 ms of server time', async () => {
    const body = '['.repeat(MB);
    await postJson('/api/test/any-json', body); // warm-up
    const res = await postJson('/api/test/any-json', body);
    expect([res.statusCode, message(res)]).toEqual([400, 'invalid_input']);
    expect(lastServerMs).toBeLessThan(50);
    expect(nestsDeeperThan(body, MAX_JSON_DEPTH)).toBe(true);
  });

  it('keeps the __proto__ and constructor.prototype protection and refuses an empty body', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '',
    ]) {
      const res = await postJson('/api/test/any-json', body);
      expect(res.statusCode, body).toBe(400);
    }
  });
});

describe('body limits', () => {
  it('answers 413 payload_too_large to a 64 KB body on a route that takes a few KB', async () => {
    const res = await postJson(
      '/api/login',
      JSON.stringify({ email: 'a@example.com', password: 'x', padding: 'x'.repeat(64 * 1024) }),
    );
    expect([res.statusCode, message(res)]).toEqual([413, 'payload_too_large']);
  });

  it('rejects a 1 MB body before reading it', async () => {
    const res = await postJson('/api/login', '['.repeat(MB));
    expect(res.statusCode).toBe(413);
    expect(lastServerMs).toBeLessThan(50);
  });

  it('still takes the largest form: a 5,000-character contact message sent as \\u escapes', async () => {
    const text = 'é'.repeat(5000);
    const payload = JSON.stringify({
      email: 'writer@example.com',
      firstName: 'Amina',
      message: text,
    }).replace(/é/g, '\\u00e9');
    expect(payload.length).toBeGreaterThan(30_000);
    expect(payload.length).toBeLessThan(JSON_BODY_LIMIT);
    const res = await postJson('/api/web/contact', payload);
    expect(res.statusCode).toBe(200);
  });
});
