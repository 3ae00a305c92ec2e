import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, notifications, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

interface Item {
  id: number;
  user_id: number | null;
  city_id: number | null;
  title: string;
  gov_alert: boolean;
  type: string;
  updated_at: string;
}
interface Page {
  notifications: Item[];
  count: number;
  pageNumber: number;
  hasMore: boolean;
}

let app: FastifyInstance;
let me: { userId: number; authorization: string };
let other: { userId: number; authorization: string };
const city: Record<string, { id: number; provinceId: number }> = {};

const now = Date.now();
const minutesAgo = (m: number) => new Date(now - m * 60_000);

beforeAll(async () => {
  app = await buildTestApp();
  for (const c of await app.db.select().from(cities)) city[c.name] = { id: c.id, provinceId: c.provinceId };
  me = await userAuth(app);
  other = await userAuth(app);
  const ch = city.Charlottetown!;
  await app.db.update(users).set({ provinceId: ch.provinceId, cityId: ch.id }).where(eq(users.id, me.userId));
  const base = { message: 'Details', type: 'road' };
  // 12 Charlottetown notices, newest first by minutes
  await app.db.insert(notifications).values(
    Array.from({ length: 12 }, (_, i) => ({
      ...base,
      provinceId: ch.provinceId,
      cityId: ch.id,
      title: `Charlottetown ${i + 1}`,
      updatedAt: minutesAgo(10 + i * 60),
    })),
  );
  await app.db.insert(notifications).values([
    {
      ...base,
      provinceId: ch.provinceId,
      cityId: null,
      title: 'PEI-wide alert',
      govAlert: true,
      type: 'weather',
      updatedAt: minutesAgo(5),
    },
    {
      ...base,
      provinceId: ch.provinceId,
      cityId: city.Summerside!.id,
      title: 'Summerside only',
      updatedAt: minutesAgo(1),
    },
    {
      ...base,
      provinceId: city.Halifax!.provinceId,
      cityId: city.Halifax!.id,
      title: 'Halifax only',
      govAlert: true,
      updatedAt: minutesAgo(2),
    },
    {
      ...base,
      provinceId: ch.provinceId,
      cityId: ch.id,
      userId: me.userId,
      title: 'For me',
      type: 'personal',
      updatedAt: minutesAgo(3),
    },
    {
      ...base,
      provinceId: ch.provinceId,
      cityId: ch.id,
      userId: other.userId,
      title: 'For the other user',
      type: 'personal',
      updatedAt: minutesAgo(4),
    },
    {
      ...base,
      provinceId: ch.provinceId,
      cityId: ch.id,
      title: 'Last year',
      updatedAt: new Date(Date.UTC(2023, 4, 10)),
    },
  ]);
});
afterAll(() => app.close());

const list = (query: string, auth = me) =>
  app.inject({
    method: 'GET',
    url: `/api/web/notifications?${query}`,
    headers: { authorization: auth.authorization },
  });

describe('GET /api/web/notifications', () => {
  it('needs sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/web/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
  });

  it('pages the profile city, province-wide and own notices, newest first, 10 per page', async () => {
    const first = (await list('pageNumber=1')).json<{ meta: { success: boolean }; data: Page }>();
    expect(first.meta.success).toBe(true);
    expect(first.data.count).toBe(15); // 12 + PEI-wide + mine + last year
    expect(first.data.hasMore).toBe(true);
    expect(first.data.notifications).toHaveLength(10);
    expect(first.data.notifications.slice(0, 3).map((n) => n.title)).toEqual([
      'For me',
      'PEI-wide alert',
      'Charlottetown 1',
    ]);
    expect(first.data.notifications[1]!.gov_alert).toBe(true);
    const second = (await list('pageNumber=2&offset=10')).json<{ data: Page }>().data;
    expect(second.notifications).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(second.notifications.at(-1)!.title).toBe('Last year');
    const beyond = (await list('pageNumber=3')).json<{ data: Page }>().data;
    expect(beyond).toEqual({ notifications: [], count: 15, pageNumber: 3, hasMore: false });
  });

  it("never shows another user's personal notices or other cities' notices", async () => {
    const all = (await list('offset=50')).json<{ data: Page }>().data.notifications.map((n) => n.title);
    expect(all).not.toContain('For the other user');
    expect(all).not.toContain('Summerside only');
    expect(all).not.toContain('Halifax only');
    const theirs = (await list('offset=50', other)).json<{ data: Page }>().data.notifications;
    // the other user has no location: only their own notice
    expect(theirs.map((n) => n.title)).toEqual(['For the other user']);
  });

  it('reads another city when asked, and the whole province for the province-wide choice', async () => {
    const hx = (await list(`cityId=${city.Halifax!.id}`)).json<{ data: Page }>().data.notifications;
    expect(hx.map((n) => n.title)).toEqual(['Halifax only', 'For me']);
    const pei = (await list(`cityId=${city['All of PEI']!.id}&offset=50`)).json<{ data: Page }>().data;
    expect(pei.notifications.map((n) => n.title)).toContain('Summerside only');
    expect(pei.notifications.map((n) => n.title)).not.toContain('Halifax only');
  });

  it('filters by type and by year and month', async () => {
    const personal = (await list('type=personal')).json<{ data: Page }>().data.notifications;
    expect(personal.map((n) => n.title)).toEqual(['For me']);
    const may = (await list('year=2023&month=5')).json<{ data: Page }>().data;
    expect(may.notifications.map((n) => n.title)).toEqual(['Last year']);
    const empty = (await list('year=2022')).json<{ data: Page }>().data;
    expect(empty).toEqual({ notifications: [], count: 0, pageNumber: 1, hasMore: false });
  });

  it('refuses bad parameters with a message key', async () => {
    for (const [query, key] of [
      ['pageNumber=0', 'invalid_input'],
      ['pageNumber=x', 'invalid_input'],
      ['offset=500', 'invalid_input'],
      ['month=3', 'month_needs_year'],
      ['year=2024&month=13', 'invalid_input'],
      ['cityId=999999', 'city_not_found'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ meta: { message: string } }>().meta.message, query).toBe(key);
    }
  });

  it("refuses to list another user's notices", async () => {
    const res = await list(`userId=${other.userId}`);
    expect(res.statusCode).toBe(403);
    expect((await list(`userId=${me.userId}`)).statusCode).toBe(200);
  });
});

describe('GET /api/web/notifications/:id', () => {
  const byTitle = async (title: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.title, title)))[0]!;

  it('gives a public notice or one of mine, 404 for another user’s', async () => {
    const mine = await byTitle('For me');
    const res = await app.inject({ method: 'GET', url: `/api/web/notifications/${mine.id}`, headers: me });
    expect(res.json<{ data: Item }>().data).toMatchObject({ title: 'For me', user_id: me.userId });
    const theirs = await byTitle('For the other user');
    const denied = await app.inject({
      method: 'GET',
      url: `/api/web/notifications/${theirs.id}`,
      headers: me,
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json<{ meta: { message: string } }>().meta.message).toBe('notification_not_found');
    const bad = await app.inject({ method: 'GET', url: '/api/web/notifications/abc', headers: me });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.inject({ method: 'GET', url: `/api/web/notifications/${mine.id}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/getNotificationForWebsite', () => {
  it('answers the newest public government alerts of a place in the status envelope', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/getNotificationForWebsite?cityId=${city.Charlottetown!.id}`,
    });
    const body = res.json<{ status: number; data: Item[] }>();
    expect(body.status).toBe(1);
    expect(body.data.map((n) => n.title)).toEqual(['PEI-wide alert']);
    const signedIn = await app.inject({ method: 'GET', url: '/api/getNotificationForWebsite', headers: me });
    expect(signedIn.json<{ data: Item[] }>().data.map((n) => n.title)).toEqual(['PEI-wide alert']);
    const nowhere = await app.inject({ method: 'GET', url: '/api/getNotificationForWebsite' });
    expect(nowhere.json()).toEqual({ status: 1, message: '', data: [] });
    const bad = await app.inject({ method: 'GET', url: '/api/getNotificationForWebsite?cityId=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ status: number }>().status).toBe(0);
  });
});

describe('demo notifications seed', () => {
  it('is idempotent and keeps update times relative to each start', async () => {
    const { seedNotifications } = await import('../../db/seed/notifications.js');
    const first = new Date('2025-03-01T12:00:00Z');
    await seedNotifications(app.db, first);
    const count = (await app.db.select().from(notifications)).length;
    const later = new Date('2025-05-01T12:00:00Z');
    await seedNotifications(app.db, later);
    expect((await app.db.select().from(notifications)).length).toBe(count);
    const [parkingBan] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.seedKey, 'demo:ch-parking-ban'));
    expect(parkingBan!.govAlert).toBe(true);
    expect(later.getTime() - parkingBan!.updatedAt.getTime()).toBe(24 * 3600 * 1000);
  });
});
