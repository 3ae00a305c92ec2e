import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnedVolunteer, VolunteerCard } from '@harbour/shared';
import {
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerOrganizations,
} from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  answer,
  lookupIds,
  places,
  png,
  postForm,
  storedFiles,
  type Places,
} from '../listing-events/test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let other: { userId: number; authorization: string };
let at: Places;
let categories: number[];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  other = await userAuth(app);
  at = await places(app);
  categories = (await lookupIds(app)).volunteerCategories;
});
afterAll(() => app.close());

function orgData(overrides: Record<string, unknown> = {}) {
  return {
    org_name_en: 'Island Food Bank',
    org_postcode: 'C1A 1A1',
    org_address_en: '5 Queen Street, Charlottetown',
    address_lat: 46.23,
    address_long: -63.13,
    org_telephone: '+1 (902) 555-0100',
    org_website: 'foodbank.example.org',
    org_email: 'Help@Example.org',
    search_by_location: [at.charlottetown, at.summerside],
    search_by_category: [categories[1], categories[0]],
    org_description_en: 'We share food with families.',
    org_mission_en: 'No one goes hungry.',
    des_org_needs_en: 'Drivers and sorters.',
    note_en: 'Training given.',
    looking_for_volunteer_en: 0,
    ...overrides,
  };
}

const register = (
  data: unknown,
  auth: { authorization: string } | null = owner,
  files?: Parameters<typeof postForm>[4],
) => postForm(app, '/api/createVolunteerOrganization', auth, data, files);

async function ownedList(auth = owner, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/userVolunteerOrganizationList${query}`,
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { count: number; orgLists: OwnedVolunteer[] } }>().data;
}

async function directory(cityId: number): Promise<VolunteerCard[]> {
  const res = await app.inject({ method: 'GET', url: `/api/web/directory/volunteer?cityId=${cityId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { orgLists: VolunteerCard[] } }>().data.orgLists;
}

const orgsOf = (userId: number) =>
  app.db.select().from(volunteerOrganizations).where(eq(volunteerOrganizations.userId, userId));

describe('POST /api/createVolunteerOrganization', () => {
  it('needs a signed-in user for every volunteer call', async () => {
    for (const [method, url, data] of [
      ['POST', '/api/createVolunteerOrganization', orgData()],
      ['POST', '/api/editVolunteerOrganization', { ...orgData(), org_id: 1 }],
      ['GET', '/api/userVolunteerOrganizationList', null],
      ['POST', '/api/volunteerMainImageDelete', { main_image_id: 1 }],
    ] as const) {
      const res = await app.inject({ method, url, ...(data ? { payload: { data } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ status: 0, message: 'unauthorized', data: [] });
    }
  });

  it('answers each rule of the form with its message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ org_name_en: 'ab' }, 'name_too_short'],
      [{ org_name_en: undefined }, 'fill_required_fields'],
      [{ org_email: 'not-an-email' }, 'email_not_valid'],
      [{ org_telephone: '902 555 0100' }, 'phone_not_valid'],
      [{ org_website: 'ftp://example.org' }, 'website_not_valid'],
      [{ org_description_en: 'd'.repeat(301) }, 'text_too_long'],
      [{ org_mission_en: 'm'.repeat(301) }, 'text_too_long'],
      [{ des_org_needs_en: 'n'.repeat(301) }, 'text_too_long'],
      [{ note_en: 'n'.repeat(301) }, 'text_too_long'],
      [{ looking_for_volunteer_en: undefined }, 'fill_required_fields'],
      [{ looking_for_volunteer_en: 4 }, 'fill_required_fields'],
      [{ search_by_location: [] }, 'city_required'],
      [{ search_by_location: [999_999] }, 'city_not_found'],
      [{ search_by_category: [999_999] }, 'invalid_input'],
    ];
    for (const [overrides, message] of cases) {
      const res = await register(orgData(overrides));
      expect(answer(res), JSON.stringify(overrides)).toMatchObject({ code: 400, status: 0, message });
    }
    const notImage = await register(orgData(), owner, [
      { field: 'main_image', body: Buffer.from('%PDF-1.4 not a picture'), name: 'logo.png' },
    ]);
    expect(answer(notImage)).toMatchObject({ code: 400, message: 'image_invalid' });
    const two = await register(orgData(), owner, [{ body: await png() }, { body: await png() }]);
    expect(answer(two)).toMatchObject({ code: 400, message: 'too_many_photos' });
    expect(await orgsOf(owner.userId)).toEqual([]);
    expect(storedFiles(app, 'volunteer')).toEqual([]);
  });

  it('registers a free organisation, listed at once with its photo, cities and categories', async () => {
    const res = await register(orgData(), owner, [{ field: 'main_image', body: await png() }]);
    const body = answer(res);
    expect(body).toMatchObject({ code: 200, status: 1, message: 'listing.created' });
    expect(body.data).toMatchObject({ status: 1, payment_state: 'active', amount_due_cents: null });
    const id = (body.data as { id: number }).id;

    const [row] = await app.db.select().from(volunteerOrganizations).where(eq(volunteerOrganizations.id, id));
    expect(row).toMatchObject({
      status: 1,
      orgName: 'Island Food Bank',
      email: 'help@example.org',
      website: 'https://foodbank.example.org',
      lookingForVolunteer: 0,
    });
    expect(row!.image).toMatch(/^\/uploads\/listings\/volunteer\/[0-9a-f]+\.webp$/);
    const cityRows = await app.db
      .select()
      .from(volunteerOrganizationCities)
      .where(eq(volunteerOrganizationCities.orgId, id));
    expect(cityRows.map((c) => c.cityId).sort()).toEqual([at.charlottetown, at.summerside].sort());
    const catRows = await app.db
      .select()
      .from(volunteerCategoryLinks)
      .where(eq(volunteerCategoryLinks.orgId, id));
    expect(catRows).toHaveLength(2);

    for (const city of [at.charlottetown, at.summerside]) {
      const found = (await directory(city)).find((o) => o.id === id);
      expect(found).toMatchObject({
        orgName: 'Island Food Bank',
        image: row!.image,
        looking_for_volunteer: 0,
      });
    }
    expect((await directory(at.halifax)).some((o) => o.id === id)).toBe(false);

    const [listed] = (await ownedList()).orgLists;
    expect(listed).toMatchObject({
      org_id: id,
      status: 1,
      payment_state: 'free',
      looking_for_volunteer_en: 0,
      search_by_category: [categories[1], categories[0]],
      org_email: 'help@example.org',
    });
    expect(listed!.photo_list).toHaveLength(1);
  });
});

describe('volunteer organisation management', () => {
  let orgId: number;
  beforeAll(async () => {
    const res = await register(orgData({ org_name_en: 'Managed org' }), owner, [{ body: await png() }]);
    orgId = (answer(res).data as { id: number }).id;
  });

  const edit = (data: Record<string, unknown>, auth = owner, files?: Parameters<typeof postForm>[4]) =>
    postForm(app, '/api/editVolunteerOrganization', auth, { ...orgData(), org_id: orgId, ...data }, files);

  it("answers another user's or a missing organisation alike, and changes nothing", async () => {
    const foreign = await edit({ org_name_en: 'Taken' }, other);
    const missing = await edit({ org_name_en: 'Taken', org_id: 999_999 });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(answer(foreign)).toMatchObject({ code: 404, status: 0, message: 'listing.not_found' });
    expect((await ownedList(other)).count).toBe(0);
    const [row] = await app.db
      .select()
      .from(volunteerOrganizations)
      .where(eq(volunteerOrganizations.id, orgId));
    expect(row!.orgName).toBe('Managed org');
  });

  it('updates the fields and links; a second photo waits until the first is deleted', async () => {
    const res = await edit({
      org_name_en: 'Managed org, renamed',
      looking_for_volunteer_en: 3,
      search_by_location: [at.halifax],
      search_by_category: [],
    });
    expect(answer(res)).toMatchObject({ code: 200, status: 1, message: 'listing.updated', data: null });
    expect((await directory(at.halifax)).find((o) => o.id === orgId)).toMatchObject({
      orgName: 'Managed org, renamed',
      looking_for_volunteer: 3,
    });
    expect((await directory(at.charlottetown)).some((o) => o.id === orgId)).toBe(false);
    expect((await ownedList()).orgLists.find((o) => o.org_id === orgId)).toMatchObject({
      looking_for_volunteer_en: 3,
      search_by_location: [at.halifax],
      search_by_category: [],
    });

    const full = await edit({}, owner, [{ body: await png() }]);
    expect(answer(full)).toMatchObject({ code: 400, message: 'too_many_photos' });

    const photo = (await ownedList()).orgLists.find((o) => o.org_id === orgId)!.photo_list[0]!;
    const del = (id: number, auth = owner) =>
      app.inject({
        method: 'POST',
        url: '/api/volunteerMainImageDelete',
        headers: auth,
        payload: { data: { main_image_id: id } },
      });
    const foreign = await del(photo.id, other);
    const missing = await del(999_999);
    expect(answer(foreign)).toEqual(answer(missing));
    expect(answer(foreign)).toMatchObject({ code: 404, status: 0 });
    expect(answer(await del(photo.id))).toMatchObject({
      code: 200,
      status: 1,
      message: 'listing.image_deleted',
    });
    const [row] = await app.db
      .select()
      .from(volunteerOrganizations)
      .where(eq(volunteerOrganizations.id, orgId));
    expect(row!.image).toBeNull();

    const replaced = await edit({}, owner, [{ field: 'main_image', body: await png() }]);
    expect(answer(replaced)).toMatchObject({ code: 200 });
    expect((await ownedList()).orgLists.find((o) => o.org_id === orgId)!.photo_list).toHaveLength(1);
  });

  it('keeps each "looking for volunteers" answer of spec 3 as given, Other included, through edits', async () => {
    // Yes (0), No (1), Adding names to waiting list (2), Other (3)
    for (const value of [3, 1, 2, 0, 3]) {
      expect(answer(await edit({ looking_for_volunteer_en: value })), String(value)).toMatchObject({
        code: 200,
      });
      const [row] = await app.db
        .select({ looking: volunteerOrganizations.lookingForVolunteer })
        .from(volunteerOrganizations)
        .where(eq(volunteerOrganizations.id, orgId));
      expect(row!.looking, String(value)).toBe(value);
      const owned = (await ownedList()).orgLists.find((o) => o.org_id === orgId);
      expect(owned!.looking_for_volunteer_en, String(value)).toBe(value);
      const listed = (await directory(at.charlottetown)).find((o) => o.id === orgId);
      expect(listed!.looking_for_volunteer, String(value)).toBe(value);
    }
  });

  it('pages the list with page_no and offset, newest first', async () => {
    const all = await ownedList();
    expect(all.count).toBe(2);
    const first = await ownedList(owner, '?page_no=1&offset=1');
    const second = await ownedList(owner, '?page_no=2&offset=1');
    expect(first.orgLists.map((o) => o.id)).toEqual([orgId]);
    expect(second.orgLists.map((o) => o.id)).toEqual([all.orgLists[1]!.id]);
    expect(first.count).toBe(2);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/userVolunteerOrganizationList?offset=101',
      headers: owner,
    });
    expect(bad.statusCode).toBe(400);
  });
});
