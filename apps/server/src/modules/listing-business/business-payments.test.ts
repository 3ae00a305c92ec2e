import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceListData } from '@harbour/shared';
import { businesses, invitationKeyRedemptions, invitationKeys } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { chooseOnSandbox, openCheckout, packageId, purchaseRow, receipts } from '../payments/test-helpers.js';
import { cityIdByName, insertInvitationKey, pngPhoto, storedListingFiles } from '../listings/test-helpers.js';
import {
  businessForm,
  businessRow,
  created,
  ownedBusinesses,
  registerBusiness,
  registerByCard,
  updateBusiness,
  type StatusBody,
} from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let charlottetown: number;
let oneMonth: number;

beforeAll(async () => {
  // the directory keeps its answers 30 s, as in production
  app = await buildTestApp({ DIRECTORY_CACHE_SECONDS: '30' });
  owner = await userAuth(app);
  charlottetown = await cityIdByName(app, 'Charlottetown');
  oneMonth = await packageId(app, 'business-1m');
});
afterAll(() => app.close());

async function directoryNames(): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/service?cityId=${charlottetown}&page=1&search=zephyrine`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ServiceListData }>().data.businessLists.map((b) => b.businessName);
}

const keyRow = async (key: string) =>
  (await app.db.select().from(invitationKeys).where(eq(invitationKeys.key, key)))[0]!;
const countBusinesses = async () => (await app.db.select({ id: businesses.id }).from(businesses)).length;

describe('paid with an invitation key', () => {
  it('is live at once for a month, takes one use and records the listing on the use', async () => {
    const key = await insertInvitationKey(app, 'business', { maxUses: 2 });
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { business_name: 'Zephyrine Key Cafe', invitation_key: key.toLowerCase() }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = created(res);
    expect(body).toMatchObject({
      status: 1,
      message: 'listing.created',
      data: { status: 1, payment_state: 'active' },
    });
    const row = (await businessRow(app, body.data.id))!;
    expect(row.purchaseId).toBeNull();
    const end = new Date(`${row.listingStartDate}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(row.listingEndDate <= end.toISOString().slice(0, 10)).toBe(true);
    expect(row.listingEndDate > row.listingStartDate).toBe(true);
    const stored = await keyRow(key);
    expect(stored.uses).toBe(1);
    const uses = await app.db
      .select()
      .from(invitationKeyRedemptions)
      .where(eq(invitationKeyRedemptions.keyId, stored.id));
    expect(uses).toEqual([
      expect.objectContaining({ userId: owner.userId, product: 'business', listingId: row.id }),
    ]);
    expect(await directoryNames()).toContain('Zephyrine Key Cafe');
  });

  it('runs for the plan the key was issued for, not one the client names (issue 21 §2)', async () => {
    const key = await insertInvitationKey(app, 'business', {
      maxUses: 3,
      packageId: await packageId(app, 'business-3m'),
    });
    // the old code let the key's holder choose any plan and quantity: 12 months × 52
    for (const choice of [
      { package_id: await packageId(app, 'business-12m') },
      { package_id: await packageId(app, 'business-3m'), quantity: 52 },
    ]) {
      const refused = await registerBusiness(
        app,
        owner.authorization,
        await businessForm(app, { invitation_key: key, ...choice }),
      );
      expect(refused.json(), refused.body).toEqual({
        status: 0,
        message: 'invitation_key.plan_mismatch',
        data: [],
      });
    }
    expect((await keyRow(key)).uses).toBe(0);
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { invitation_key: key, package_id: await packageId(app, 'business-3m') }),
    );
    const row = (await businessRow(app, created(res).data.id))!;
    const end = new Date(`${row.listingStartDate}T00:00:00Z`);
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(row.listingEndDate.slice(0, 7)).toBe(end.toISOString().slice(0, 7));
  });

  it('refuses a key for another product, a used-up, expired or unknown key with the same answer, leaving the key and the tables as they were', async () => {
    const before = await countBusinesses();
    const eventKey = await insertInvitationKey(app, 'event');
    const usedUp = await insertInvitationKey(app, 'business', { maxUses: 1, uses: 1 });
    const expired = await insertInvitationKey(app, 'business', { expiresInMs: -1000 });
    // issue 21 §3: a refusal never confirms that a key exists
    for (const [key, message] of [
      [eventKey, 'invitation_key.invalid'],
      [usedUp, 'invitation_key.invalid'],
      [expired, 'invitation_key.invalid'],
      ['NO-SUCH-KEY-42', 'invitation_key.invalid'],
    ] as const) {
      const res = await registerBusiness(
        app,
        owner.authorization,
        await businessForm(app, { invitation_key: key }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ status: 0, message, data: [] });
    }
    expect((await keyRow(eventKey)).uses).toBe(0);
    expect(await countBusinesses()).toBe(before);
  });

  it('gives the use back when the registration fails afterwards (a photo that is not an image), and keeps no file', async () => {
    const key = await insertInvitationKey(app, 'business');
    const before = await countBusinesses();
    const filesBefore = storedListingFiles(app, 'business').length;
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { invitation_key: key }),
      [{ data: await pngPhoto() }, { data: Buffer.from('GIF89a not really a picture'), name: 'b.png' }],
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<StatusBody>().message).toBe('image_invalid');
    expect((await keyRow(key)).uses).toBe(0);
    expect(await countBusinesses()).toBe(before);
    expect(storedListingFiles(app, 'business')).toHaveLength(filesBefore);
  });

  it('removes the stored photos when the payment choice fails inside the transaction', async () => {
    const usedUp = await insertInvitationKey(app, 'business', { maxUses: 1, uses: 1 });
    const before = await countBusinesses();
    const filesBefore = storedListingFiles(app, 'business').length;
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { invitation_key: usedUp }),
      [{ data: await pngPhoto() }],
    );
    expect(res.json<StatusBody>().message).toBe('invitation_key.invalid');
    expect(await countBusinesses()).toBe(before);
    expect(storedListingFiles(app, 'business')).toHaveLength(filesBefore);
  });
});

describe('paid by card (sandbox provider)', () => {
  it('waits inactive until the provider confirms, then goes live and shows in the cached directory at once', async () => {
    const { checkout, res } = await registerByCard(app, owner.authorization, oneMonth, {
      business_name: 'Zephyrine Card Bakery',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = created(res);
    expect(body).toMatchObject({
      status: 1,
      message: 'listing.awaiting_payment',
      data: { status: 0, payment_state: 'awaiting_payment', amount_due_cents: null },
    });
    const purchase = await purchaseRow(app, checkout.payment_id);
    expect((await businessRow(app, body.data.id))!).toMatchObject({ status: 0, purchaseId: purchase.id });
    // the directory answer is now cached without it
    expect(await directoryNames()).not.toContain('Zephyrine Card Bakery');
    const listed = await ownedBusinesses(app, owner.authorization);
    expect(listed.body.data.businessList.find((b) => b.id === body.data.id)?.payment_state).toBe(
      'awaiting_payment',
    );

    const paid = await chooseOnSandbox(app, checkout.payment_url, 'pay');
    expect(paid.statusCode).toBe(303);
    const row = (await businessRow(app, body.data.id))!;
    expect(row.status).toBe(1);
    expect(row.listingEndDate > row.listingStartDate).toBe(true);
    expect(await directoryNames()).toContain('Zephyrine Card Bakery');
    expect(
      (await receipts(app)).some((m) => m.subject.includes(`H-${String(purchase.id).padStart(6, '0')}`)),
    ).toBe(true);
    const after = await ownedBusinesses(app, owner.authorization);
    expect(after.body.data.businessList.find((b) => b.id === body.data.id)?.payment_state).toBe('paid');
  });

  it('is live at once when the purchase was already paid', async () => {
    const checkout = await openCheckout(app, owner.authorization, {
      product: 'business',
      package_id: oneMonth,
    });
    await chooseOnSandbox(app, checkout.payment_url, 'pay');
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { transaction_id: checkout.payment_id }),
    );
    expect(created(res)).toMatchObject({
      message: 'listing.created',
      data: { status: 1, payment_state: 'active' },
    });
  });

  it('stays inactive and out of the directory when the card is declined', async () => {
    const { checkout, res } = await registerByCard(app, owner.authorization, oneMonth, {
      business_name: 'Zephyrine Declined Deli',
    });
    const id = created(res).data.id;
    await chooseOnSandbox(app, checkout.payment_url, 'decline');
    expect((await purchaseRow(app, checkout.payment_id)).status).toBe('declined');
    expect((await businessRow(app, id))!.status).toBe(0);
    expect(await directoryNames()).not.toContain('Zephyrine Declined Deli');
  });

  it('refuses a transaction id that is unknown, someone else’s, for another product, declined or already used (payment_not_found)', async () => {
    const other = await userAuth(app);
    const foreign = await openCheckout(app, other.authorization, {
      product: 'business',
      package_id: oneMonth,
    });
    const event = await openCheckout(app, owner.authorization, {
      product: 'event',
      package_id: await packageId(app, 'event-1m'),
    });
    const declined = await openCheckout(app, owner.authorization, {
      product: 'business',
      package_id: oneMonth,
    });
    await chooseOnSandbox(app, declined.payment_url, 'decline');
    const used = await openCheckout(app, owner.authorization, { product: 'business', package_id: oneMonth });
    const first = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { transaction_id: used.payment_id }),
    );
    expect(first.statusCode).toBe(200);

    const before = await countBusinesses();
    for (const transactionId of [
      'txn_unknown',
      foreign.payment_id,
      event.payment_id,
      declined.payment_id,
      used.payment_id,
    ]) {
      const res = await registerBusiness(
        app,
        owner.authorization,
        await businessForm(app, { transaction_id: transactionId }),
      );
      expect(res.statusCode, transactionId).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'payment_not_found', data: [] });
    }
    expect(await countBusinesses()).toBe(before);
  });
});

describe('an update of a live listing', () => {
  it('shows in the cached directory at once', async () => {
    const key = await insertInvitationKey(app, 'business');
    const form = await businessForm(app, { business_name: 'Zephyrine Old Name', invitation_key: key });
    const id = created(await registerBusiness(app, owner.authorization, form)).data.id;
    expect(await directoryNames()).toContain('Zephyrine Old Name');
    const res = await updateBusiness(app, owner.authorization, {
      ...form,
      invitation_key: undefined,
      business_id: id,
      business_name: 'Zephyrine New Name',
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = await directoryNames();
    expect(names).toContain('Zephyrine New Name');
    expect(names).not.toContain('Zephyrine Old Name');
  });
});
