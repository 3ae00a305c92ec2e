import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFeatureEnabled, type Feature } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';

let app: FastifyInstance;
let provinceId: Record<string, number>;

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA_ENABLED: 'true', CHAT_SITE_URL: 'https://chat.example.org' });
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  const list = res.json<{ data: { state_list: { state_id: number; state_code: string }[] } }>().data
    .state_list;
  provinceId = Object.fromEntries(list.map((p) => [p.state_code, p.state_id]));
});
afterAll(() => app.close());

describe('GET /api/getVersion', () => {
  it('answers the language version and the seeded feature flags in the second back end envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getVersion' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      status: number;
      message: string;
      data: { lang_version: string; feature_list: Feature[] };
    }>();
    expect(body.status).toBe(1);
    expect(body.message).toBe('');
    expect(body.data.lang_version).toBe('1');
    const byName = Object.fromEntries(body.data.feature_list.map((f) => [f.name, f]));
    expect(Object.keys(byName).sort()).toEqual(
      ['gov_cornwall', 'gov_pei', 'gov_stratford', 'irsa', 'medavie', 'nuchat', 'upei'].sort(),
    );
    expect(body.data.feature_list.every((f) => f.enabled)).toBe(true);
    const pe = provinceId.PE!;
    const ns = provinceId.NS!;
    expect(byName.nuchat!.states).toEqual([]);
    expect(byName.irsa!.states).toEqual(Object.values(provinceId).sort((a, b) => a - b));
    expect(byName.medavie!.states).toEqual([ns, pe].sort((a, b) => a - b));
    for (const name of ['gov_pei', 'gov_stratford', 'gov_cornwall', 'upei'])
      expect(byName[name]!.states).toEqual([pe]);
  });

  it('gates partner branding per province the way the web app reads the flags', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getVersion' });
    const list = res.json<{ data: { feature_list: Feature[] } }>().data.feature_list;
    expect(isFeatureEnabled(list, 'medavie', provinceId.NS)).toBe(true);
    expect(isFeatureEnabled(list, 'medavie', provinceId.NB)).toBe(false);
    expect(isFeatureEnabled(list, 'gov_pei', provinceId.PE)).toBe(true);
    expect(isFeatureEnabled(list, 'gov_pei', provinceId.NL)).toBe(false);
    expect(isFeatureEnabled(list, 'nuchat', null)).toBe(true);
  });
});

describe('GET /api/web/settings', () => {
  it('gives the organisation address and e-mail of the contact page', async () => {
    const address = await app.inject({
      method: 'GET',
      url: '/api/web/settings?settingType=org_address&category=contact_us',
    });
    expect(address.json()).toEqual({
      meta: { success: true, message: '' },
      data: { value: 'Harbour Newcomer Hub, 100 Queen Street, Charlottetown, PE C1A 4B3' },
    });
    const email = await app.inject({
      method: 'GET',
      url: '/api/web/settings?settingType=org_email&category=contact_us',
    });
    expect(email.json<{ data: { value: string } }>().data.value).toBe('hello@harbour.local');
  });

  it('answers 404 setting_not_found for an unknown setting and 400 without parameters', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/web/settings?settingType=org_fax&category=contact_us',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ meta: { success: false, message: 'setting_not_found' }, data: null });
    const wrongCategory = await app.inject({
      method: 'GET',
      url: '/api/web/settings?settingType=org_email&category=footer',
    });
    expect(wrongCategory.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/web/settings' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ meta: { success: boolean } }>().meta.success).toBe(false);
  });
});

describe('GET /api/web/client-config', () => {
  it('tells the browser whether the captcha is on, the chat site and the map tiles', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/web/client-config' });
    expect(res.json()).toEqual({
      meta: { success: true, message: '' },
      data: {
        captchaEnabled: true,
        chatSiteUrl: 'https://chat.example.org',
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        cardPayments: true,
        // the test apps run without weather unless a test chooses a provider
        weatherAvailable: false,
      },
    });
  });
});
