import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceListData } from '@harbour/shared';
import { businessCategoryLinks, businessCities, businesses } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { packageId } from '../payments/test-helpers.js';
import { cityIdByName, listingMultipart } from '../listings/test-helpers.js';
import {
  businessForm,
  businessRow,
  created,
  freeLivePlan,
  ownedBusinesses,
  registerBusiness,
  updateBusiness,
  type StatusBody,
} from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let freePlan: number;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  // a free plan live at once; the one for non-profits waits for an admin (plan-rules.test.ts)
  freePlan = await freeLivePlan(app);
});
afterAll(() => app.close());

const countBusinesses = async () => (await app.db.select({ id: businesses.id }).from(businesses)).length;

describe('POST /api/businessListingRegister: who may call it', () => {
  it('answers 401 unauthorized (status 0) without a token or with an unknown one, and writes nothing', async () => {
    const before = await countBusinesses();
    const data = await businessForm(app, { package_id: freePlan });
    for (const authorization of [null, 'Bearer not-a-session-token', 'Bearer ']) {
      const res = await registerBusiness(app, authorization, data);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'unauthorized', data: [] });
    }
    expect(await countBusinesses()).toBe(before);
  });
});

describe('POST /api/businessListingRegister: a free plan', () => {
  it('registers the listing live at once with hours, branches, categories and cities', async () => {
    const charlottetown = await cityIdByName(app, 'Charlottetown');
    const stratford = await cityIdByName(app, 'Stratford');
    const data = await businessForm(app, {
      package_id: freePlan,
      business_visible_cities: [charlottetown, stratford],
      monday_start: '08:00',
      monday_end: '18:30',
      sunday_start: 'CLOSED',
      sunday_end: 'CLOSED',
      branches: [
        {
          branch_name: 'North end',
          address: '1 North River Rd',
          lat: 46.25,
          lon: -63.14,
          saturday_start: 'CLOSED',
        },
        { branch_name: 'Blank', address: '   ' },
        { branch_name: 'No address' },
      ],
    });
    const res = await registerBusiness(app, owner.authorization, data);
    expect(res.statusCode, res.body).toBe(200);
    const body = created(res);
    expect(body).toMatchObject({
      status: 1,
      message: 'listing.created',
      data: { status: 1, payment_state: 'active', amount_due_cents: null },
    });

    const row = (await businessRow(app, body.data.id))!;
    expect(row).toMatchObject({
      userId: owner.userId,
      businessName: 'Harbour Test Bakery',
      email: 'bakery@example.com',
      website: 'https://harbourbakery.example.ca',
      telephone: '+1 (902) 555-0123',
      cityId: charlottetown,
      status: 1,
      purchaseId: null,
    });
    expect(row.hours.monday).toEqual({ start: '08:00', end: '18:30' });
    expect(row.hours.tuesday).toEqual({ start: '09:00', end: '17:00' });
    expect(row.hours.sunday).toBeNull();
    expect(row.branches).toHaveLength(1);
    expect(row.branches[0]).toMatchObject({ branch_name: 'North end', address: '1 North River Rd' });
    expect(row.branches[0]!.hours.saturday).toBeNull();
    expect(row.branches[0]!.hours.friday).toEqual({ start: '09:00', end: '17:00' });
    // "12 Months non-profit": twelve months from today
    const start = new Date(`${row.listingStartDate}T00:00:00Z`);
    start.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(row.listingEndDate).toBe(start.toISOString().slice(0, 10));
    const links = await app.db
      .select()
      .from(businessCategoryLinks)
      .where(eq(businessCategoryLinks.businessId, row.id));
    expect(links.map((l) => l.categoryId)).toEqual(data.business_category);
    const cityLinks = await app.db.select().from(businessCities).where(eq(businessCities.businessId, row.id));
    expect(cityLinks.map((l) => l.cityId).sort((a, b) => a - b)).toEqual(
      [charlottetown, stratford].sort((a, b) => a - b),
    );
    expect(row.slug).toMatch(/^harbour-test-bakery-[0-9a-f]{8}$/);
  });

  it('takes a JSON body {data} too (API clients without photos)', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: freePlan }),
      [],
      {
        json: true,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(created(res).status).toBe(1);
  });
});

describe('POST /api/businessListingRegister: every validation message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { business_name: undefined }, 'fill_required_fields'],
    ['a blank name', { business_name: '   ' }, 'fill_required_fields'],
    ['a name too long', { business_name: 'x'.repeat(121) }, 'text_too_long'],
    ['no category', { business_category: undefined }, 'fill_required_fields'],
    ['an empty category list', { business_category: [] }, 'fill_required_fields'],
    ['an unknown category', { business_category: [2_000_000] }, 'invalid_input'],
    ['a bad e-mail', { business_email: 'bakery@' }, 'email_not_valid'],
    ['a phone without the mask', { business_telephone: '902-555-0123' }, 'phone_not_valid'],
    ['a javascript: website', { business_website: 'javascript:alert(1)' }, 'website_not_valid'],
    ['a website without a host', { business_website: 'bakery' }, 'website_not_valid'],
    ['no address', { business_address: undefined }, 'address_not_valid'],
    ['a blank address', { business_address: { address: ' ', lat: 46.2, lon: -63.1 } }, 'address_not_valid'],
    [
      'a latitude out of range',
      { business_address: { address: 'Somewhere', lat: 120, lon: -63.1 } },
      'address_not_valid',
    ],
    ['no coordinates', { business_address: { address: 'Somewhere' } }, 'address_not_valid'],
    ['no city', { business_visible_cities: undefined }, 'city_required'],
    ['an empty city list', { business_visible_cities: [] }, 'city_required'],
    ['an unknown city', { business_visible_cities: [2_000_000] }, 'city_required'],
    ['a time off the half hour', { monday_start: '09:15' }, 'hours_not_valid'],
    ['a time that is not one', { tuesday_end: '5pm' }, 'hours_not_valid'],
    [
      'a day closing before it opens',
      { wednesday_start: '18:00', wednesday_end: '09:00' },
      'hours_not_valid',
    ],
    [
      'a branch closing before it opens',
      { branches: [{ address: 'A', lat: 46, lon: -63, friday_start: '17:00', friday_end: '17:00' }] },
      'hours_not_valid',
    ],
    ['a bad package id', { package_id: 'abc' }, 'invalid_package'],
    ['an unknown plan', { package_id: 2_000_000 }, 'package_not_found'],
    ['a quantity for a business plan', { quantity: 2 }, 'invalid_quantity'],
    ['an unknown payment method', { payment_method: 'bitcoin' }, 'invalid_input'],
  ];

  it.each(cases)('refuses %s: 400 %s, nothing written', async (_label, overrides, message) => {
    const before = await countBusinesses();
    const data = await businessForm(app, { package_id: freePlan, ...overrides });
    const res = await registerBusiness(app, owner.authorization, data);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: 0, message, data: [] });
    expect(await countBusinesses()).toBe(before);
  });

  it('refuses a registration without any way to pay: 400 payment_required', async () => {
    const res = await registerBusiness(app, owner.authorization, await businessForm(app));
    expect(res.json()).toEqual({ status: 0, message: 'payment_required', data: [] });
    const paidPlan = await packageId(app, 'business-1m');
    const res2 = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { package_id: paidPlan }),
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json<StatusBody>().message).toBe('payment_required');
  });

  it('refuses a multipart body without data (fill_required_fields) or with bad JSON (invalid_input)', async () => {
    for (const [body, message] of [
      [listingMultipart({}, [], { dataField: null }), 'fill_required_fields'],
      [listingMultipart('{"business_name": ', []), 'invalid_input'],
      [listingMultipart('', []), 'fill_required_fields'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/businessListingRegister',
        headers: { authorization: owner.authorization, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ status: 0, message, data: [] });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/businessListingRegister',
      headers: { authorization: owner.authorization },
      payload: { data: null },
    });
    expect(json.json<StatusBody>().message).toBe('fill_required_fields');
  });
});

describe('GET /api/userBusinessListingList', () => {
  it("lists only the caller's listings, newest first, paged by page_no and offset", async () => {
    const someone = await userAuth(app);
    const ids: number[] = [];
    for (const name of ['First Shop', 'Second Shop', 'Third Shop']) {
      const res = await registerBusiness(
        app,
        someone.authorization,
        await businessForm(app, { business_name: name, package_id: freePlan }),
      );
      ids.push(created(res).data.id);
    }
    const all = await ownedBusinesses(app, someone.authorization);
    expect(all.statusCode).toBe(200);
    expect(all.body.status).toBe(1);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.businessList.map((b) => b.business_id)).toEqual([...ids].reverse());
    const first = all.body.data.businessList[0]!;
    expect(first).toMatchObject({
      business_name: 'Third Shop',
      status: 1,
      payment_state: 'free',
      business_email: 'bakery@example.com',
      business_address: { address: '100 Queen Street, Charlottetown, PE', lat: 46.2382, lon: -63.1311 },
      photo_list: [],
    });
    expect(first.hours).toMatchObject({ monday_start: '09:00', monday_end: '17:00' });

    const page2 = await ownedBusinesses(app, someone.authorization, '?page_no=2&offset=2');
    expect(page2.body.data.count).toBe(3);
    expect(page2.body.data.businessList.map((b) => b.business_id)).toEqual([ids[0]]);

    const other = await ownedBusinesses(app, owner.authorization);
    expect(other.body.data.businessList.some((b) => ids.includes(b.business_id))).toBe(false);
  });

  it('answers 401 without a session and 400 for a bad page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/userBusinessListingList' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'unauthorized', data: [] });
    const bad = await ownedBusinesses(app, owner.authorization, '?page_no=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.status).toBe(0);
  });
});

describe('the cities a business chose', () => {
  /** The ids the directory lists for a city with the search `name` (every page). */
  async function listedIn(cityId: number, name: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/directory/service?cityId=${cityId}&search=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: ServiceListData }>().data;
    return { count: data.count, ids: data.businessLists.map((b) => b.id) };
  }

  it('lists it in every chosen city and no other; an update removing a city removes it there', async () => {
    const cornwall = await cityIdByName(app, 'Cornwall');
    const stratford = await cityIdByName(app, 'Stratford');
    const summerside = await cityIdByName(app, 'Summerside');
    const allOfPei = await cityIdByName(app, 'All of PEI');
    const name = 'Wombatique Tailoring';
    const form = await businessForm(app, {
      business_name: name,
      package_id: freePlan,
      business_visible_cities: [stratford, cornwall],
    });
    const id = created(await registerBusiness(app, owner.authorization, form)).data.id;

    expect(await listedIn(cornwall, name)).toEqual({ count: 1, ids: [id] });
    expect(await listedIn(stratford, name)).toEqual({ count: 1, ids: [id] });
    expect(await listedIn(summerside, name)).toEqual({ count: 0, ids: [] });
    // both cities are in All of PEI: still one row, counted once
    expect(await listedIn(allOfPei, name)).toEqual({ count: 1, ids: [id] });
    const owned = (await ownedBusinesses(app, owner.authorization)).body.data.businessList;
    expect(owned.find((b) => b.business_id === id)?.business_visible_cities).toEqual([stratford, cornwall]);

    const update = await updateBusiness(app, owner.authorization, {
      ...form,
      business_id: id,
      business_visible_cities: [cornwall],
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await listedIn(cornwall, name)).toEqual({ count: 1, ids: [id] });
    expect(await listedIn(stratford, name)).toEqual({ count: 0, ids: [] });
    expect((await businessRow(app, id))?.cityId).toBe(cornwall);
    const after = (await ownedBusinesses(app, owner.authorization)).body.data.businessList;
    expect(after.find((b) => b.business_id === id)?.business_visible_cities).toEqual([cornwall]);
  });
});
