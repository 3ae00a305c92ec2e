import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const JS = 'console.log("harbour");'.repeat(50);
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('built web app', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'harbour-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js'), JS);
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js.gz'), gzipSync(JS));
    mkdirSync(path.join(dist, 'assets/locales/abc123/en'), { recursive: true });
    writeFileSync(path.join(dist, 'assets/locales/abc123/en/common.json'), '{"home":"Home"}');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year, precompressed when accepted', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers / and every client route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/profile/3',
      '/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA/confirm-email?x=1',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" src="/assets/index-Ab12Cd.js">');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    const head = await app.inject({ method: 'HEAD', url: '/select-province', headers: html });
    expect(head.statusCode).toBe(200);
  });

  it("sets the page's language and direction from Accept-Language and preloads its catalogue", async () => {
    const en = await app.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/abc123/en/common.json">',
    );
    const ar = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    // the app falls back to English for missing keys, so both catalogues are wanted
    expect(ar.body).toContain('href="/assets/locales/abc123/ar/common.json"');
    expect(ar.body).toContain('href="/assets/locales/abc123/en/common.json"');
    expect(ar.headers.vary).toContain('Accept-Language');
  });

  it('sends the page compressed as the browser accepts', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/info',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root"></div>');
    const noBrotli = await app.inject({
      method: 'GET',
      url: '/info',
      headers: { ...html, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/info', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves other files with a day of cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for missing files that are not page requests', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(js.statusCode).toBe(404);
    expect(js.body).not.toContain('<div id="root">');
    const post = await app.inject({ method: 'POST', url: '/dashboard', headers: html, payload: {} });
    expect(post.statusCode).toBe(404);
    const upload = await app.inject({ method: 'GET', url: '/uploads/missing.png', headers: html });
    expect(upload.statusCode).toBe(404);
    expect(upload.body).not.toContain('<div id="root">');
  });

  it('answers unknown API paths with the JSON not_found envelope, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/web/nothing-here?x=1'],
      ['POST', '/api/unknown'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await app.inject({ method, url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ meta: { success: false, message: 'not_found' }, data: null });
    }
  });
});

describe('web app not built', () => {
  it('tells the visitor to run npm run build', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/dashboard', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build');
      const api = await app.inject({ method: 'GET', url: '/api/missing' });
      expect(api.json()).toEqual({ meta: { success: false, message: 'not_found' }, data: null });
    } finally {
      await app.close();
    }
  });
});
