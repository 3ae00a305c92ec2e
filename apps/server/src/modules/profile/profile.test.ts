import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  findUser,
  message,
  signUp,
  startApp,
  type SignedIn,
  type TestContext,
} from '../accounts/test-helpers.js';

let ctx: TestContext;
let me: SignedIn;
let neighbour: SignedIn;
beforeAll(async () => {
  ctx = await startApp();
  me = await signUp(ctx, { firstName: 'Amina', lastName: 'Haddad' });
  neighbour = await signUp(ctx, { firstName: 'Jean', lastName: 'Tremblay' });
});
afterAll(() => ctx.close());

const getProfile = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: token ? bearer(token) : {} });
const updateProfile = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/web/update-profile',
    payload,
    headers: token ? bearer(token) : {},
  });
const putProfile = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: token ? bearer(token) : {} });

describe('GET /api/users/profile', () => {
  it("answers the caller's profile with the spec's field names", async () => {
    const res = await getProfile(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { success: true, message: '' },
      data: {
        id: me.userId,
        full_name: 'Amina Haddad',
        first_name: 'Amina',
        last_name: 'Haddad',
        email: me.email,
        user_mobile: null,
        address: null,
        address_en: null,
        postal_code: 'C1A 4P3',
        profile_image: null,
        city_id: ctx.places.charlottetownId,
        state_id: ctx.places.peId,
        preferred_language: 'en',
        role: 'user',
      },
    });
    const theirs = await getProfile(neighbour.token);
    expect(theirs.json<{ data: { id: number } }>().data.id).toBe(neighbour.userId);
  });

  it('needs a valid session', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await getProfile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
    }
  });
});

describe('updating the profile', () => {
  it('POST /api/web/update-profile answers a list whose first item is the caller', async () => {
    const res = await updateProfile(me.token, {
      full_name: '  Amina   Bint Haddad ',
      postal_code: 'C1A 1B2',
      user_mobile: '+1 902 555 0101',
      state_id: ctx.places.nsId,
      city_id: ctx.places.halifaxId,
      preferred_language: 'ar',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ meta: { message: string }; data: Record<string, unknown>[] }>();
    expect(body.meta.message).toBe('profile.updated');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: me.userId,
      full_name: 'Amina Bint Haddad',
      first_name: 'Amina',
      last_name: 'Bint Haddad',
      postal_code: 'C1A 1B2',
      user_mobile: '+1 902 555 0101',
      state_id: ctx.places.nsId,
      city_id: ctx.places.halifaxId,
      preferred_language: 'ar',
    });
    // the neighbour is untouched
    expect((await findUser(ctx, neighbour.email))!.firstName).toBe('Jean');
  });

  it('PUT /api/users/profile answers the profile; a single word is a first name only', async () => {
    const res = await putProfile(me.token, { full_name: 'Amina', user_mobile: '' });
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      full_name: 'Amina',
      first_name: 'Amina',
      last_name: '',
      user_mobile: null,
    });
  });

  it('saves only the language when only the language is sent', async () => {
    const before = (await getProfile(me.token)).json<{ data: Record<string, unknown> }>().data;
    const res = await updateProfile(me.token, { preferred_language: 'fa' });
    expect(res.json<{ data: Record<string, unknown>[] }>().data[0]).toEqual({
      ...before,
      preferred_language: 'fa',
    });
  });

  it('moves the province with a city sent alone, and keeps a matching city when a province is sent alone', async () => {
    let res = await putProfile(me.token, { city_id: ctx.places.summersideId });
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      state_id: ctx.places.peId,
      city_id: ctx.places.summersideId,
    });
    res = await putProfile(me.token, { state_id: ctx.places.peId });
    expect(res.json<{ data: unknown }>().data).toMatchObject({ city_id: ctx.places.summersideId });
    res = await putProfile(me.token, { state_id: ctx.places.nsId });
    expect(res.json<{ data: unknown }>().data).toMatchObject({ state_id: ctx.places.nsId, city_id: null });
    await putProfile(me.token, { state_id: ctx.places.peId, city_id: ctx.places.charlottetownId });
  });

  it.each([
    [{ state_id: 'PE_ID', city_id: 'HALIFAX_ID' }, 'city_not_found'],
    [{ state_id: 'NS_ID', city_id: 'CHARLOTTETOWN_ID' }, 'city_not_found'],
    [{ state_id: 'PE_ID', city_id: 99999 }, 'city_not_found'],
    [{ state_id: 99999 }, 'city_not_found'],
    [{ city_id: 'abc' }, 'city_not_found'],
    [{ preferred_language: 'de' }, 'language_not_supported'],
    [{ preferred_language: 'e' }, 'language_not_supported'],
    [{ full_name: '   ' }, 'fill_required_fields'],
    [{ full_name: 'x'.repeat(121) }, 'field_too_long'],
    [{ postal_code: 'C1A 4P3 C1A 4P3' }, 'field_too_long'],
    [{ user_mobile: '902\n555' }, 'invalid_input'],
    [{ full_name: 'New Name', city_id: 99999 }, 'city_not_found'],
  ])('refuses %j with %s and changes nothing', async (raw, key) => {
    const ids: Record<string, number> = {
      PE_ID: ctx.places.peId,
      NS_ID: ctx.places.nsId,
      HALIFAX_ID: ctx.places.halifaxId,
      CHARLOTTETOWN_ID: ctx.places.charlottetownId,
    };
    const payload = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' && v in ids ? ids[v] : v]),
    );
    const before = (await getProfile(me.token)).json<{ data: unknown }>().data;
    for (const send of [updateProfile, putProfile]) {
      const res = await send(me.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
    }
    expect((await getProfile(me.token)).json<{ data: unknown }>().data).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await updateProfile(undefined, { full_name: 'X Y' })).statusCode).toBe(401);
    const res = await putProfile('x'.repeat(43), { full_name: 'X Y' });
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe('unauthorized');
  });
});
