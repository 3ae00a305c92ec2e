import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { HsdsPage, ServiceListData, WeeklyHours } from '@harbour/shared';
import { businessCategories, businessCategoryLinks, businesses, cities } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { atlanticToday } from '../directory/directory.service.js';
import { CLOSED_WEEK } from '../../test/listings.js';

export const BASE = '/api/open-data/hsds';
export const CLOSED: WeeklyHours = CLOSED_WEEK;
// Days counted from the directory's own today (Atlantic time), not UTC's: between midnight UTC and
// midnight in Halifax the UTC yesterday is still today there.
const day = (offset: number) =>
  new Date(Date.parse(`${atlanticToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A seeded test app (demo directory) plus five listings of our own: `known` (two opening days,
 * full address, phone, two categories), `stJohns` (Newfoundland time), `noPlace` (no address, no
 * coordinates, bad e-mail and URL), `pending` (status 0) and `expired` (listing period over).
 * `directoryTotal` is what the directory itself counts as published services.
 */
export function useOpenDataApp() {
  const ctx = {
    app: undefined as unknown as FastifyInstance,
    ids: { known: 0, stJohns: 0, noPlace: 0, pending: 0, expired: 0 },
    directoryTotal: 0,
  };

  beforeAll(async () => {
    const app = await buildTestApp();
    ctx.app = app;
    await seedDirectory(app.db, { demo: true });
    const town = Object.fromEntries(
      (await app.db.select({ id: cities.id, name: cities.name }).from(cities)).map((c) => [c.name, c.id]),
    );
    const listing = (key: keyof typeof ctx.ids, extra: Partial<typeof businesses.$inferInsert>) => ({
      slug: `open-data-${key}`,
      businessName: `Open Data ${key}`,
      businessDescription: `About ${key}.`,
      hours: CLOSED,
      cityId: town.Charlottetown!,
      status: 1,
      listingStartDate: day(-10),
      listingEndDate: day(30),
      ...extra,
    });
    const rows = await app.db
      .insert(businesses)
      .values([
        listing('known', {
          address: '12 Water Street, Charlottetown, PE c1a 1a1',
          lat: 46.2352,
          lon: -63.1262,
          telephone: '(902) 555-0142',
          email: 'hello@knownhours.ca',
          website: 'www.knownhours.ca',
          hours: {
            ...CLOSED,
            monday: { start: '09:00', end: '17:00' },
            wednesday: { start: '10:30', end: '14:00' },
          },
        }),
        listing('stJohns', {
          cityId: town["St. John's"]!,
          address: "5 Duckworth Street, St. John's, NL A1C 1E6",
          hours: { ...CLOSED, sunday: { start: '12:00', end: '16:00' } },
        }),
        listing('noPlace', { email: 'not an e-mail', website: 'javascript:alert(1)' }),
        listing('pending', { status: 0, address: '1 Queen Street, Charlottetown, PE C1A 4A2' }),
        listing('expired', { listingEndDate: day(-1), address: '2 Queen Street, Charlottetown, PE C1A 4A2' }),
      ])
      .returning({ id: businesses.id, slug: businesses.slug });
    for (const r of rows) ctx.ids[r.slug.replace('open-data-', '') as keyof typeof ctx.ids] = r.id;
    const cats = await app.db
      .select({ id: businessCategories.id })
      .from(businessCategories)
      .orderBy(businessCategories.id)
      .limit(2);
    await app.db
      .insert(businessCategoryLinks)
      .values(cats.map((c, position) => ({ businessId: ctx.ids.known, categoryId: c.id, position })));
    const res = await app.inject({ method: 'GET', url: '/api/web/directory/service?cityId=all' });
    ctx.directoryTotal = res.json<{ data: ServiceListData }>().data.count;
  });
  afterAll(() => ctx.app.close());

  /** A 200 HSDS answer, cacheable for five minutes. */
  async function get<T>(url: string): Promise<T> {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}${url}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    return res.json<T>();
  }
  /** A failure in the Harbour envelope, not cached. */
  async function expectError(url: string, status: number, message: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}${url}` });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ meta: { success: false, message }, data: null });
  }
  /** Every item of a list endpoint, page by page. */
  async function all<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const body = await get<HsdsPage<T>>(`${path}?per_page=100&page=${page}`);
      items.push(...body.contents);
      if (body.last_page) return items;
    }
  }
  return { ctx, get, expectError, all };
}
