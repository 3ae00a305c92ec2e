import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../test/build-test-app.js';
import { cspDirectives, helmetOptions, tileOrigin } from './security.js';

function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  let logs = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs += chunk.toString();
        cb();
      },
    });
    app = await buildTestApp(
      { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
      { logStream },
    );
  });
  afterAll(() => app.close());

  it('sends a strict Content-Security-Policy fit for the SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/web/client-config' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:8080']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
  });

  it('sets the other headers, and no HSTS outside production', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getVersion' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the headers @fastify/helmet sends with the same options, in its order, on every kind of answer', async () => {
    const reference = Fastify();
    await reference.register(helmet, helmetOptions(app.config));
    reference.get('/', async () => ({}));
    const helmetRaw = (await reference.inject({ method: 'GET', url: '/' })).raw.res.getHeaderNames();
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const names = helmetRaw.filter((n) => !['content-type', 'content-length'].includes(n));
    expect(names).toContain('content-security-policy');
    for (const url of ['/api/getVersion', '/api/web/directory/service?cityId=all&page=1', '/api/nope', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.raw.res.getHeaderNames().slice(0, names.length), url).toEqual(names);
      for (const name of names) expect(res.headers[name], `${url} ${name}`).toEqual(expected[name]);
    }
  });

  it('gives Swagger UI its own, looser policy on /api/docs only', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = parseCsp(docs.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    const api = await app.inject({ method: 'GET', url: '/api/getVersion' });
    expect(parseCsp(api.headers['content-security-policy'])['style-src']).not.toContain("'unsafe-inline'");
  });

  it('refuses a JSON body over 1 MB with 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/screen-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ meta: { success: false, message: 'payload_too_large' }, data: null });
  });

  it('keeps tokens and e-mail addresses in URLs out of the request log', async () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA';
    await app.inject({
      method: 'GET',
      url: `/api/web/settings?settingType=org_email&category=contact_us&token=SECRET-ONE&login_token=SECRET-TWO&email=amina%40example.org`,
      headers: { authorization: 'Bearer SECRET-THREE-abcdefghijklmnopqrstuvwxyz' },
    });
    await app.inject({ method: 'GET', url: `/${token}/confirm-email` });
    expect(logs).toContain('request completed');
    expect(logs).toContain('settingType=org_email&category=contact_us&token=[redacted]');
    expect(logs).toContain('/[redacted]/confirm-email');
    for (const secret of ['SECRET-ONE', 'SECRET-TWO', 'SECRET-THREE', 'amina', token]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('production headers', () => {
  it('sends HSTS only on answers that went over HTTPS, and upgrades requests of an https site', async () => {
    const app = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://harbour.example.ca',
      TRUST_PROXY: 'true',
    });
    try {
      const overHttps = await app.inject({
        method: 'GET',
        url: '/api/getVersion',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = parseCsp(overHttps.headers['content-security-policy']);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
      expect(csp['connect-src']).toEqual(["'self'", 'wss://harbour.example.ca']);

      const overHttp = await app.inject({ method: 'GET', url: '/api/getVersion' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('does not pin or upgrade a production site served over plain HTTP', async () => {
    const app = await buildTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'http://harbour.internal:8080' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/getVersion' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(parseCsp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('trusted proxies', () => {
  it('takes the forwarded protocol only from the listed proxy addresses', async () => {
    const app = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://harbour.example.ca',
      TRUST_PROXY: '10.0.0.5, 192.168.0.0/16',
    });
    const hsts = async (remoteAddress: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/getVersion',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https' },
        })
      ).headers['strict-transport-security'];
    try {
      expect(await hsts('10.0.0.5')).toBeDefined();
      expect(await hsts('192.168.3.4')).toBeDefined();
      // a client reaching the port directly cannot claim HTTPS
      expect(await hsts('203.0.113.9')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('reads flags and address lists, and refuses anything else', () => {
    const trust = (TRUST_PROXY: string) => testConfig({ DATA_DIR: tmpdir(), TRUST_PROXY }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('127.0.0.1,::1, 10.0.0.0/8')).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(() => trust('nginx')).toThrow(/TRUST_PROXY: not true, false or addresses: nginx/);
    expect(() => trust('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('production configuration', () => {
  it('refuses to start without PUBLIC_URL', () => {
    expect(() => testConfig({ DATA_DIR: tmpdir(), NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(() => testConfig({ DATA_DIR: tmpdir(), NODE_ENV: 'development' })).not.toThrow();
  });

  it('turns the captcha on by default in production, and lets it be turned off explicitly', () => {
    const base = { DATA_DIR: tmpdir(), PUBLIC_URL: 'https://harbour.example.ca' };
    expect(testConfig({ ...base, NODE_ENV: 'production' }).captcha.enabled).toBe(true);
    expect(testConfig({ ...base, NODE_ENV: 'production', CAPTCHA_ENABLED: 'false' }).captcha.enabled).toBe(
      false,
    );
    expect(testConfig({ ...base, NODE_ENV: 'development' }).captcha.enabled).toBe(false);
    expect(testConfig({ ...base, NODE_ENV: 'development', CAPTCHA_ENABLED: 'true' }).captcha.enabled).toBe(
      true,
    );
  });
});

describe('tile host in the CSP', () => {
  it('allows the host of absolute tile URLs only', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.basemaps.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.basemaps.example.com',
    );
    expect(tileOrigin('http://localhost:8081/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
    const relative = cspDirectives(
      testConfig({ DATA_DIR: tmpdir(), MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }),
    );
    expect(relative['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
