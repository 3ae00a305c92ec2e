import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { FIRST_SCREEN_BOOT_PATH } from './first-screen-boot.js';
import { firstScreenMarkup } from './first-screen-markup.js';
import { webPlugin } from './web.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const JS = 'console.log("harbour");'.repeat(50);
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// Vite's manifest and the router's table as the build writes them (apps/web/build/route-table-plugin.ts)
const MANIFEST = {
  'index.html': {
    file: 'assets/index-Ab12Cd.js',
    isEntry: true,
    imports: ['_jsx-runtime-Jx1.js'],
    css: ['assets/index-Css1.css'],
  },
  '_jsx-runtime-Jx1.js': { file: 'assets/jsx-runtime-Jx1.js' },
  '_directory-screen-Ds1.js': {
    file: 'assets/directory-screen-Ds1.js',
    imports: ['_jsx-runtime-Jx1.js', '_map-Mp1.js'],
  },
  '_map-Mp1.js': { file: 'assets/map-Mp1.js', css: ['assets/map-Css2.css'] },
  'src/features/directory/routes/services-page.tsx': {
    file: 'assets/services-page-Sv1.js',
    isDynamicEntry: true,
    imports: ['_directory-screen-Ds1.js', '_jsx-runtime-Jx1.js'],
  },
  'src/features/directory/routes/service-detail-page.tsx': {
    file: 'assets/service-detail-page-Sd1.js',
    isDynamicEntry: true,
    imports: ['_jsx-runtime-Jx1.js'],
  },
  'src/features/auth/routes/confirm-email-page.tsx': {
    file: 'assets/confirm-email-page-Ce1.js',
    isDynamicEntry: true,
  },
  'src/features/site/routes/not-found-page.tsx': {
    file: 'assets/not-found-page-Nf1.js',
    isDynamicEntry: true,
  },
};
const ROUTES = [
  { path: 'services', module: 'src/features/directory/routes/services-page.tsx', namespaces: ['directory'] },
  {
    path: 'services/:id',
    module: 'src/features/directory/routes/service-detail-page.tsx',
    namespaces: ['directory'],
  },
  {
    path: ':token/confirm-email',
    module: 'src/features/auth/routes/confirm-email-page.tsx',
    namespaces: ['auth'],
  },
  { path: '', module: 'src/features/home/routes/welcome-page.tsx', namespaces: [] },
  { path: 'login', module: 'src/features/auth/routes/login-page.tsx', namespaces: ['auth'] },
  { path: '*', module: 'src/features/site/routes/not-found-page.tsx', namespaces: [] },
];
/** `kind href` items of the head's preload-after-paint list (a page with a first screen). */
const afterPaint = (body: string, kind: string) =>
  (/<meta name="preload-after-paint" content="([^"]*)">/.exec(body)?.[1] ?? '')
    .split(', ')
    .filter((item) => item.startsWith(`${kind} `))
    .map((item) => item.slice(kind.length + 1));
const modulepreloads = (body: string) => [
  ...[...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
  ...afterPaint(body, 'module'),
];
const fetchPreloads = (body: string) => [
  ...[...body.matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
  ...afterPaint(body, 'fetch'),
];
const stylePreloads = (body: string) => [
  ...[...body.matchAll(/rel="preload" as="style" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
  ...afterPaint(body, 'style'),
];

describe('built web app', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'harbour-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js'), JS);
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js.gz'), gzipSync(JS));
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(JS));
    for (const lang of ['en', 'ar']) {
      mkdirSync(path.join(dist, `assets/locales/abc123/${lang}`), { recursive: true });
      writeFileSync(path.join(dist, `assets/locales/abc123/${lang}/common.json`), '{"home":"Home"}');
    }
    // no Arabic directory catalogue yet: the app gets a 404 for it, so it must not be preloaded
    writeFileSync(path.join(dist, 'assets/locales/abc123/en/directory.json'), '{}');
    writeFileSync(path.join(dist, 'assets/locales/abc123/en/auth.json'), '{}');
    writeFileSync(path.join(dist, 'assets/locales/abc123/ar/auth.json'), '{}');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dist, '.vite/routes.json'), JSON.stringify(ROUTES));
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

  it('sends a JS asset as brotli, gzip or as it is, as the browser accepts, decoding to the file', async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect((await get()).body).toBe(JS);
  });

  it("preloads a page's chunk, the chunks it imports and its catalogues in the caller's language", async () => {
    const en = await app.inject({ method: 'GET', url: '/services?cityId=1', headers: html });
    // the entry's own imports are already in the template: only what the route adds
    expect(modulepreloads(en.body)).toEqual([
      '/assets/services-page-Sv1.js',
      '/assets/directory-screen-Ds1.js',
      '/assets/map-Mp1.js',
    ]);
    expect(stylePreloads(en.body)).toEqual(['/assets/map-Css2.css']);
    expect(en.body).not.toContain('href="/assets/index-Css1.css"');
    expect(fetchPreloads(en.body)).toEqual([
      '/assets/locales/abc123/en/common.json',
      '/api/getVersion',
      '/assets/locales/abc123/en/directory.json',
    ]);
    const ar = await app.inject({
      method: 'GET',
      url: '/services',
      headers: { ...html, 'accept-language': 'ar,en;q=0.5' },
    });
    expect(fetchPreloads(ar.body)).toEqual([
      '/assets/locales/abc123/ar/common.json',
      '/assets/locales/abc123/en/common.json',
      '/api/getVersion',
      // ar/directory.json does not exist: English only
      '/assets/locales/abc123/en/directory.json',
    ]);
    const confirm = await app.inject({
      method: 'GET',
      url: '/Zm9vYmFy/confirm-email',
      headers: { ...html, 'accept-language': 'ar' },
    });
    expect(modulepreloads(confirm.body)).toEqual(['/assets/confirm-email-page-Ce1.js']);
    expect(fetchPreloads(confirm.body)).toContain('/assets/locales/abc123/ar/auth.json');
    const detail = await app.inject({ method: 'GET', url: '/services/12', headers: html });
    expect(modulepreloads(detail.body)).toEqual(['/assets/service-detail-page-Sd1.js']);
  });

  it("gives an unknown path the entry's preloads only", async () => {
    for (const url of ['/no-such-page', '/services/1/2', '/a/b/confirm-email']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(modulepreloads(res.body), url).toEqual([]);
      expect(fetchPreloads(res.body), url).toEqual([
        '/assets/locales/abc123/en/common.json',
        '/api/getVersion',
      ]);
    }
  });

  it('sends the preloads as 103 Early Hints before the page, and a good 200 to any client or proxy', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const events: string[] = [];
    let hints: string[] = [];
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ port, host: '127.0.0.1', path: '/services/12', headers: html }, (res) => {
        events.push(`${res.statusCode}`);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('information', (info) => {
        events.push(`${info.statusCode}`);
        const link = info.headers.link;
        hints = (Array.isArray(link) ? link : (link ?? '').split(/,\s*(?=<)/)).filter(Boolean);
      });
      req.on('error', reject);
    });
    expect(events).toEqual(['103', '200']);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(hints).toContain('</assets/index-Ab12Cd.js>; rel=modulepreload; crossorigin');
    expect(hints).toContain('</assets/jsx-runtime-Jx1.js>; rel=modulepreload; crossorigin');
    expect(hints).toContain('</assets/index-Css1.css>; rel=preload; as=style; crossorigin');
    expect(hints).toContain('</assets/service-detail-page-Sd1.js>; rel=modulepreload; crossorigin');
    expect(hints).toContain('</assets/locales/abc123/en/directory.json>; rel=preload; as=fetch; crossorigin');
    expect(hints).toContain('</api/getVersion>; rel=preload; as=fetch; crossorigin');

    // fetch (undici) skips the 103 and reads the page
    const viaFetch = await fetch(`http://127.0.0.1:${port}/services/12`, { headers: html });
    expect(viaFetch.status).toBe(200);
    expect(await viaFetch.text()).toContain('<div id="root">');

    // an HTTP/1.0 client must not get a 1xx answer it may take for the final one
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET /services/12 HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n\r\n`),
      );
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    // nor a request through a proxy (nginx 1.22 takes a 103 for the final answer)
    const proxied: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          port,
          host: '127.0.0.1',
          path: '/services',
          headers: { ...html, 'x-forwarded-for': '203.0.113.9' },
        },
        (res) => {
          proxied.push(res.statusCode ?? 0);
          res.resume().on('end', resolve);
        },
      );
      req.on('information', (info) => proxied.push(info.statusCode));
      req.on('error', reject);
    });
    expect(proxied).toEqual([200]);
    expect(raw).not.toContain(' 103 ');
    expect(raw).toContain('<div id="root">');
  });

  it('sends no Early Hints when they are turned off', async () => {
    const bare = Fastify();
    bare.decorate('config', { webDist: dist, earlyHints: false } as FastifyInstance['config']);
    bare.decorateRequest('lang', 'en');
    await bare.register(webPlugin);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = bare.server.address() as AddressInfo;
      const statuses: number[] = [];
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ port, host: '127.0.0.1', path: '/services', headers: html }, (res) => {
          statuses.push(res.statusCode ?? 0);
          res.resume().on('end', resolve);
        });
        req.on('information', (info) => statuses.push(info.statusCode));
        req.on('error', reject);
      });
      expect(statuses).toEqual([200]);
    } finally {
      await bare.close();
    }
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
      expect(res.body, url).toContain('<div id="root">');
      // the entry script itself, or (pages with a first screen) named for the boot script
      expect(res.body, url).toMatch(
        /src="\/assets\/index-Ab12Cd.js"|name="app-entry" content="\/assets\/index-Ab12Cd.js"/,
      );
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
    expect(fetchPreloads(ar.body)).toContain('/assets/locales/abc123/ar/common.json');
    expect(fetchPreloads(ar.body)).toContain('/assets/locales/abc123/en/common.json');
    expect(ar.headers.vary).toContain('Accept-Language');
  });

  it("paints the page's first screen from the HTML, in the caller's language and direction", async () => {
    const en = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    const root = en.body.slice(en.body.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1 [^>]*>Sign in<\/h1>/);
    // one main and one h1, the same landmarks as the app; nothing to click that does nothing
    expect(root.match(/<main /g)).toHaveLength(1);
    expect(root.match(/<h1 /g)).toHaveLength(1);
    expect(root).toContain('<main id="main" tabindex="-1"');
    expect(root).not.toMatch(/<button|<input|onclick|<script/i);
    for (const [anchor] of root.matchAll(/<a [^>]*>/g)) expect(anchor).toMatch(/ href="[#/][^"]*"/);
    // the app header's login link is this page: marked as the current one, as the app marks it
    expect(root).toMatch(/<a href="\/login" [^>]*aria-current="page">Sign in<\/a>/);

    const ar = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, 'accept-language': 'ar-SA,ar;q=0.9' },
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toMatch(/<h1 [^>]*>تسجيل الدخول<\/h1>/);
    expect(ar.body).not.toContain('>Sign in<');

    const welcome = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, language: 'fr' },
    });
    expect(welcome.body).toContain('<html lang="fr" dir="ltr">');
    expect(welcome.body).toContain('<a href="/select-province"');
    expect(welcome.body.match(/<h1 /g)).toHaveLength(1);
  });

  it('starts the app once the first screen has painted: one small boot script, the rest listed for it', async () => {
    const page = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(page.body).toContain(
      `<script type="module" crossorigin src="${FIRST_SCREEN_BOOT_PATH}"></script>`,
    );
    expect(page.body).toContain('<meta name="app-entry" content="/assets/index-Ab12Cd.js">');
    expect(page.body).not.toContain('src="/assets/index-Ab12Cd.js"');
    expect(page.body).not.toMatch(/<link rel="(modulepreload|preload)"/);
    expect(fetchPreloads(page.body)).toEqual([
      '/assets/locales/abc123/en/common.json',
      '/api/getVersion',
      '/assets/locales/abc123/en/auth.json',
    ]);

    const boot = await app.inject({
      method: 'GET',
      url: FIRST_SCREEN_BOOT_PATH,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-type']).toMatch(/^text\/javascript/);
    expect(boot.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(boot.headers['content-encoding']).toBe('br');
    const source = brotliDecompressSync(boot.rawPayload).toString();
    expect(source).toContain('preload-after-paint');
    expect(source).toContain('requestAnimationFrame');
    expect(source.length).toBeLessThan(1500);
    const plain = await app.inject({ method: 'GET', url: FIRST_SCREEN_BOOT_PATH });
    expect(plain.body).toBe(source);
  });

  it('keeps an empty root for pages without a first screen and for unknown paths', async () => {
    for (const url of ['/services/12', '/no-such-page', '/a/b/confirm-email']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" src="/assets/index-Ab12Cd.js">');
    }
  });

  it('escapes the catalogue texts it puts in the first screen', () => {
    const hostile = '<img src=x onerror="alert(1)"> & \'quoted\'';
    const markup = firstScreenMarkup('login', () => hostile);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;');
    expect(firstScreenMarkup('no-such-route', () => hostile)).toBe('');
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
