import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';
import { adminAuth, userAuth } from './sessions.js';

// Issue 8 §1: each of these answered 500 (and logged the SQL with a stack) before ids were
// bounded and text refused NUL and lone surrogates in the shared request schemas.

let app: FastifyInstance;
let lines: string[] = [];
let member: { authorization: string; userId: number };
let admin: { authorization: string };

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_RATE_LIMIT_MAX: '100000' }, { logStream });
  // reaches the database with whatever the client sent: the errors plugin's last line of defence
  app.get('/api/test/db-cast', async (request) => {
    const { value, type } = request.query as { value: string; type: string };
    const cast = type === 'int' ? sql`${value}::int` : sql`${value}::text`;
    await app.db.execute(sql`select ${cast} as v`);
    return { ok: true };
  });
  app.get('/api/test/boom', async () => {
    throw new Error('boom');
  });
  app.get('/api/test/missing-table', async () => {
    await app.db.execute(sql`select * from no_such_table where name = ${'private-param-value'}`);
    return { ok: true };
  });
  member = await userAuth(app);
  admin = await adminAuth(app);
});
afterAll(() => app.close());

const message = (res: LightMyRequestResponse) => res.json<{ meta: { message: string } }>().meta.message;
const statusMessage = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

function expectInvalid(res: LightMyRequestResponse, key = 'invalid_input') {
  expect(res.statusCode, res.body).toBe(400);
  expect(message(res)).toBe(key);
}

describe('numbers beyond a PostgreSQL integer are a 400', () => {
  it('GET /api/web/cities/2147483648', async () => {
    expectInvalid(await app.inject({ method: 'GET', url: '/api/web/cities/2147483648' }));
  });

  it('cityId and provinceId of the city look-ups', async () => {
    for (const url of [
      '/api/web/cities?cityId=2147483648',
      '/api/web/cities?provinceId=9007199254740993',
      '/api/web/getCityLatLon?provinceId=1&cityId=2147483648',
      '/api/web/weather?cityId=2147483648',
    ]) {
      expectInvalid(await app.inject({ method: 'GET', url }));
    }
  });

  it('ids of notifications, events and their .ics files', async () => {
    const headers = { authorization: member.authorization };
    for (const url of [
      '/api/web/notifications/2147483648',
      '/api/web/notifications?cityId=2147483648',
      '/api/web/get-event-meeting-calendar?provinceId=2147483648&startDate=2025-01-01&endDate=2025-01-31',
      '/api/web/events/2147483648.ics',
      '/api/web/events/city/2147483648.ics',
    ]) {
      expectInvalid(await app.inject({ method: 'GET', url, headers }));
    }
    const res = await app.inject({ method: 'GET', url: '/api/getNotificationForWebsite?cityId=2147483648' });
    expect(res.statusCode).toBe(400);
    expect(statusMessage(res)).toBe('invalid_input');
  });

  it('state_id and category_id of the well-being listings, and a listing id', async () => {
    for (const payload of [{ category_id: 2147483648 }, { category_id: 1, state_id: 2147483648 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/web/wellBeingListings', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await app.inject({ method: 'GET', url: '/api/wellBeingListing/2147483648' });
    expect(res.statusCode).toBe(400);
  });

  it('provinceId and cityId of a registration and of a profile update', async () => {
    const registration = await app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: {
        firstName: 'Amina',
        lastName: 'Diallo',
        email: 'amina.big-ids@example.com',
        password: 'Maple-leaf-42',
        postalCode: 'C1A 1A1',
        provinceId: 2147483648,
        cityId: 1,
      },
    });
    expectInvalid(registration, 'fill_required_fields');
    const update = await app.inject({
      method: 'POST',
      url: '/api/web/update-profile',
      headers: { authorization: member.authorization },
      payload: { state_id: 1, city_id: 2147483648 },
    });
    expectInvalid(update, 'city_not_found');
  });

  it('refuses what z.coerce.number() let through: 1e400, "", 1e3, true', async () => {
    for (const id of ['1e400', '1e3', 'NaN', 'Infinity', '0x10', '-1']) {
      expectInvalid(await app.inject({ method: 'GET', url: `/api/web/cities/${id}` }));
    }
    expectInvalid(await app.inject({ method: 'GET', url: '/api/web/cities?cityId=' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/getCountryActiveList',
      payload: { data: { country_id: true } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('NUL bytes and lone surrogates are a 400 invalid_input', () => {
  it('in the directory search', async () => {
    expectInvalid(
      await app.inject({ method: 'GET', url: '/api/web/directory/service?cityId=4&search=a%00b' }),
    );
  });

  it('in the login e-mail and password', async () => {
    for (const payload of [
      { email: 'a\u0000b@example.com', password: 'Maple-leaf-42' },
      { email: 'amina@example.com', password: 'Maple\u0000leaf-42' },
      { email: '\uD800@example.com', password: 'Maple-leaf-42' },
    ]) {
      expectInvalid(await app.inject({ method: 'POST', url: '/api/login', payload }));
    }
  });

  it('in settings, the analytics path, the outbox filter and the well-being search', async () => {
    expectInvalid(
      await app.inject({
        method: 'GET',
        url: '/api/web/settings?settingType=org%00email&category=contact_us',
      }),
    );
    expectInvalid(
      await app.inject({ method: 'POST', url: '/api/analytics/screen-view', payload: { path: '/a\u0000' } }),
    );
    expectInvalid(
      await app.inject({ method: 'POST', url: '/api/analytics/screen-view', payload: { path: '/\uDC00' } }),
    );
    expectInvalid(await app.inject({ method: 'GET', url: '/api/admin/outbox?to=a%00b', headers: admin }));
    expectInvalid(
      await app.inject({
        method: 'POST',
        url: '/api/web/wellBeingListings',
        payload: { search_name: 'yoga\u0000', state_id: 1 },
      }),
    );
  });

  it('keeps good unicode text: accents, CJK and emoji (surrogate pairs)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/screen-view',
      payload: { path: '/événements/東京/🎉' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('a value the database refuses anyway', () => {
  it('is a 400 invalid_input with one warn line naming the route and SQLSTATE, no SQL, no stack', async () => {
    for (const [type, value, state] of [
      ['int', '2147483648', '22003'],
      ['int', 'twelve', '22P02'],
      ['text', 'a\u0000b', '22021'],
    ] as const) {
      lines = [];
      const res = await app.inject({
        method: 'GET',
        url: `/api/test/db-cast?type=${type}&value=${encodeURIComponent(value)}`,
      });
      expectInvalid(res);
      // the request's one line: its access line, raised to a warning that names route and SQLSTATE
      const own = lines.filter((l) => l.includes('"reqId"'));
      expect(own, lines.join('\n')).toHaveLength(1);
      const line = JSON.parse(own[0]!) as { level: number; route: string; sqlState: string };
      expect(line.level).toBe(40);
      expect(line.route).toBe('GET /api/test/db-cast');
      expect(line.sqlState).toBe(state);
      expect(own[0]).not.toMatch(/select|Failed query|\bat /i);
    }
  });

  it('still logs a genuine failure as an error, with its stack', async () => {
    lines = [];
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('boom');
    expect(errors[0]).toContain('"stack"');
  });

  it('logs the query of a genuine database failure without its parameters', async () => {
    lines = [];
    const res = await app.inject({ method: 'GET', url: '/api/test/missing-table' });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('no_such_table');
    expect(errors[0]).toContain('42P01');
    expect(errors[0]).not.toContain('private-param-value');
  });
});
