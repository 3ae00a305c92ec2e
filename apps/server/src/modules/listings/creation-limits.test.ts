import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, listingPhotos, mailOutbox, purchases, volunteerOrganizations } from '../../db/schema/index.js';
import type { Storage } from '../../providers/storage/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  answer,
  jobPayload,
  listingForm,
  lookupIds,
  places,
  png,
  storedFiles,
  type FormFile,
} from '../listing-events/test-helpers.js';
import { chooseOnSandbox, openCheckout, packageId } from '../payments/test-helpers.js';
import { storeListingPhotos } from './listing-photos.js';

type Auth = { userId: number; authorization: string };

/** An app with its own limits; the default test config lifts them. */
async function appWith(env: Record<string, string>) {
  const app = await buildTestApp(env);
  const at = await places(app);
  const categories = (await lookupIds(app)).volunteerCategories;
  const jobPlan = await packageId(app, 'job-1m');

  const orgData = (overrides: Record<string, unknown> = {}) => ({
    org_name_en: 'Island Food Bank',
    org_postcode: 'C1A 1A1',
    org_address_en: '5 Queen Street, Charlottetown',
    org_telephone: '+1 (902) 555-0100',
    org_website: 'foodbank.example.org',
    org_email: 'help@example.org',
    search_by_location: [at.charlottetown],
    search_by_category: [categories[0]],
    org_description_en: 'We share food with families.',
    org_mission_en: 'No one goes hungry.',
    des_org_needs_en: 'Drivers and sorters.',
    note_en: 'Training given.',
    looking_for_volunteer_en: 0,
    ...overrides,
  });
  const jobData = (overrides: Record<string, unknown> = {}) =>
    jobPayload(at, { package_id: jobPlan, payment_method: 'etransfer', ...overrides });
  const send = (url: string, auth: Auth, data: unknown, files: FormFile[] = [], ip = '127.0.0.1') => {
    const form = listingForm(data, files);
    return app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth.authorization, ...form.headers },
      payload: form.payload,
      remoteAddress: ip,
    });
  };
  return {
    app,
    jobPlan,
    orgData,
    jobData,
    send,
    newOrg: (auth: Auth, files: FormFile[] = [], ip?: string) =>
      send('/api/createVolunteerOrganization', auth, orgData(), files, ip),
    newJob: (auth: Auth, ip = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/createJob',
        headers: { authorization: auth.authorization },
        payload: jobData(),
        remoteAddress: ip,
      }),
  };
}

describe('new listings per hour', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ LISTING_CREATE_PER_HOUR: '3', LISTING_CREATE_PER_HOUR_PER_IP: '5' });
  });
  afterAll(() => t.app.close());

  it('counts every kind for one account and refuses the next with 429 and Retry-After', async () => {
    const me = await userAuth(t.app);
    expect(answer(await t.newOrg(me)).code).toBe(200);
    expect(answer(await t.newJob(me)).code).toBe(200);
    expect(answer(await t.newOrg(me)).code).toBe(200);

    const refused = await t.newJob(me);
    expect(answer(refused)).toMatchObject({ code: 429, status: 0, message: 'listing.limit.hourly' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await t.newOrg(me)).statusCode).toBe(429);
    // nothing was written for the refused ones
    const orgs = await t.app.db
      .select()
      .from(volunteerOrganizations)
      .where(eq(volunteerOrganizations.userId, me.userId));
    expect(orgs).toHaveLength(2);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.userId, me.userId))).toHaveLength(1);

    // an edit is not a new listing
    const edit = await t.send('/api/editVolunteerOrganization', me, { ...t.orgData(), org_id: orgs[0]!.id });
    expect(answer(edit).code).toBe(200);
  });

  it('limits one address whatever the accounts, without charging it for an account already refused', async () => {
    const ip = '198.51.100.20';
    const first = await userAuth(t.app);
    for (let i = 0; i < 3; i++) expect((await t.newOrg(first, [], ip)).statusCode).toBe(200);
    expect((await t.newOrg(first, [], ip)).statusCode).toBe(429);

    const second = await userAuth(t.app);
    expect((await t.newOrg(second, [], ip)).statusCode).toBe(200);
    expect((await t.newOrg(second, [], ip)).statusCode).toBe(200);
    const refused = await t.newOrg(second, [], ip);
    expect(answer(refused)).toMatchObject({ code: 429, message: 'listing.limit.hourly' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.newOrg(await userAuth(t.app), [], ip)).statusCode).toBe(429);
    // another address is not concerned
    expect((await t.newOrg(await userAuth(t.app), [], '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('listings waiting for payment', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ LISTINGS_AWAITING_PAYMENT_MAX: '10' });
  });
  afterAll(() => t.app.close());

  it('stops a flood of e-transfer registrations at 10 listings and 20 mails', async () => {
    const me = await userAuth(t.app);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(answer(await t.newJob(me)));
    expect(answers.slice(0, 10).every((a) => a.message === 'listing.alternate_payment_sent')).toBe(true);
    for (const refused of answers.slice(10)) {
      expect(refused).toMatchObject({ code: 403, status: 0, message: 'listing.limit.awaiting_payment' });
    }
    expect(await t.app.db.select().from(jobs).where(eq(jobs.userId, me.userId))).toHaveLength(10);
    await t.app.background.drain();
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.kind === 'listing_payment_due')).toHaveLength(10);
    expect(mails.filter((m) => m.kind.startsWith('listing_payment_due'))).toHaveLength(20);

    // a listing that needs no payment is still welcome, and another account is not concerned
    expect(answer(await t.newOrg(me)).code).toBe(200);
    expect(answer(await t.newJob(await userAuth(t.app))).message).toBe('listing.alternate_payment_sent');
  });

  it('does not count a card checkout left open past its expiry', async () => {
    const me = await userAuth(t.app);
    const checkout = await openCheckout(t.app, me.authorization, { product: 'job', package_id: t.jobPlan });
    const byCard = await t.app.inject({
      method: 'POST',
      url: '/api/createJob',
      headers: { authorization: me.authorization },
      payload: t.jobData({ payment_method: undefined, transaction_id: checkout.payment_id }),
    });
    expect(answer(byCard).message).toBe('listing.awaiting_payment');
    await t.app.db
      .update(purchases)
      .set({ checkoutExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(purchases.transactionId, checkout.payment_id));
    for (let i = 0; i < 10; i++) expect(answer(await t.newJob(me)).code).toBe(200);
    expect(answer(await t.newJob(me)).message).toBe('listing.limit.awaiting_payment');
  });

  it('refuses to pay again by e-transfer when the account is at the total', async () => {
    const me = await userAuth(t.app);
    const checkout = await openCheckout(t.app, me.authorization, { product: 'job', package_id: t.jobPlan });
    const byCard = await t.app.inject({
      method: 'POST',
      url: '/api/createJob',
      headers: { authorization: me.authorization },
      payload: t.jobData({ payment_method: undefined, transaction_id: checkout.payment_id }),
    });
    const id = (answer(byCard).data as { id: number }).id;
    await chooseOnSandbox(t.app, checkout.payment_url, 'decline');
    for (let i = 0; i < 10; i++) expect(answer(await t.newJob(me)).code).toBe(200);

    const payAgain = await t.app.inject({
      method: 'POST',
      url: '/api/payListing',
      headers: { authorization: me.authorization },
      payload: { kind: 'job', id, package_id: t.jobPlan, payment_method: 'etransfer' },
    });
    expect(answer(payAgain)).toMatchObject({ code: 403, message: 'listing.limit.awaiting_payment' });
  });

  it('holds the total when registrations arrive at once', async () => {
    const me = await userAuth(t.app);
    const answers = await Promise.all(Array.from({ length: 14 }, () => t.newJob(me)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => answer(r).message === 'listing.limit.awaiting_payment')).toHaveLength(4);
  });
});

describe('photo bytes per account', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  let photo: Buffer;
  let photoBytes: number;
  beforeAll(async () => {
    photo = await png(640, 360, { r: 200, g: 40, b: 90 });
    // what one photo takes once re-encoded (both sizes), measured with a store that keeps nothing
    const sink: Storage = {
      save: async (key) => `/uploads/${key}`,
      remove: async () => {},
      size: async () => null,
    };
    photoBytes = (await storeListingPhotos({ storage: sink }, 'volunteer', [photo]))[0]!.bytes;
    t = await appWith({ PHOTO_BYTES_PER_ACCOUNT_MAX: String(photoBytes * 2) });
  });
  afterAll(() => t.app.close());

  const body = () => ({ body: photo });

  it('refuses photos past the total on a registration and on an edit, leaving no file behind', async () => {
    const me = await userAuth(t.app);
    expect(answer(await t.newOrg(me, [body()])).code).toBe(200);
    expect(answer(await t.newOrg(me, [body()])).code).toBe(200);
    const files = storedFiles(t.app, 'volunteer').length;

    const refused = await t.newOrg(me, [body()]);
    expect(answer(refused)).toMatchObject({ code: 403, status: 0, message: 'listing.limit.photo_bytes' });
    expect(storedFiles(t.app, 'volunteer')).toHaveLength(files);
    const mine = () =>
      t.app.db.select().from(volunteerOrganizations).where(eq(volunteerOrganizations.userId, me.userId));
    expect(await mine()).toHaveLength(2);

    // an organisation without a photo is fine; adding one to it by an edit is not
    const bare = answer(await t.newOrg(me));
    const orgId = (bare.data as { id: number }).id;
    const edit = await t.send('/api/editVolunteerOrganization', me, { ...t.orgData(), org_id: orgId }, [
      body(),
    ]);
    expect(answer(edit)).toMatchObject({ code: 403, message: 'listing.limit.photo_bytes' });
    expect(storedFiles(t.app, 'volunteer')).toHaveLength(files);

    // another account has its own room
    expect(answer(await t.newOrg(await userAuth(t.app), [body()])).code).toBe(200);

    // once a photo is deleted, the edit goes through
    const [first] = await mine();
    const [firstPhoto] = await t.app.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, first!.id));
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/volunteerMainImageDelete',
      headers: { authorization: me.authorization },
      payload: { data: { main_image_id: firstPhoto!.id } },
    });
    expect(answer(deleted).code).toBe(200);
    const again = await t.send('/api/editVolunteerOrganization', me, { ...t.orgData(), org_id: orgId }, [
      body(),
    ]);
    expect(answer(again).code).toBe(200);
  });
});
