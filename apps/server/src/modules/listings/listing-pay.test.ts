import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCreatedData, ServiceListData } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  businessRow,
  created,
  ownedBusinesses,
  registerByCard,
  type StatusBody,
} from '../listing-business/test-helpers.js';
import { chooseOnSandbox, openCheckout, packageId, purchaseRow } from '../payments/test-helpers.js';
import { cityIdByName, insertInvitationKey } from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let stranger: { userId: number; authorization: string };
let charlottetown: number;
let oneMonth: number;

beforeAll(async () => {
  app = await buildTestApp({ DIRECTORY_CACHE_SECONDS: '30' });
  owner = await userAuth(app);
  stranger = await userAuth(app);
  charlottetown = await cityIdByName(app, 'Charlottetown');
  oneMonth = await packageId(app, 'business-1m');
});
afterAll(() => app.close());

const payListing = (authorization: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/payListing', headers: { authorization }, payload: body });

async function inDirectory(name: string): Promise<boolean> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/service?cityId=${charlottetown}&page=1&search=${encodeURIComponent(name)}`,
  });
  return res.json<{ data: ServiceListData }>().data.businessLists.some((b) => b.businessName === name);
}

/** A business registered with a card payment the payer then declined. */
async function declinedBusiness(name: string) {
  const { checkout, res } = await registerByCard(app, owner.authorization, oneMonth, { business_name: name });
  const id = created(res).data.id;
  await chooseOnSandbox(app, checkout.payment_url, 'decline');
  return id;
}

const paymentState = async (id: number) => {
  const { body } = await ownedBusinesses(app, owner.authorization, '?page_no=1&offset=50');
  return body.data.businessList.find((b) => b.business_id === id)?.payment_state;
};

describe('paying again for a listing whose payment failed', () => {
  it('the manager says the payment failed, and a new card payment makes it live', async () => {
    const id = await declinedBusiness('Quillon Pay Again Bakery');
    expect(await paymentState(id)).toBe('payment_failed');

    const checkout = await openCheckout(app, owner.authorization, {
      product: 'business',
      package_id: oneMonth,
    });
    const res = await payListing(owner.authorization, {
      kind: 'business',
      id,
      transaction_id: checkout.payment_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatusBody<ListingCreatedData>>()).toMatchObject({
      status: 1,
      message: 'listing.awaiting_payment',
      data: { id, status: 0, payment_state: 'awaiting_payment' },
    });
    expect(await paymentState(id)).toBe('awaiting_payment');
    expect(await inDirectory('Quillon Pay Again Bakery')).toBe(false);

    await chooseOnSandbox(app, checkout.payment_url, 'pay');
    const row = (await businessRow(app, id))!;
    expect(row.status).toBe(1);
    expect(row.purchaseId).toBe((await purchaseRow(app, checkout.payment_id)).id);
    expect(await paymentState(id)).toBe('paid');
    expect(await inDirectory('Quillon Pay Again Bakery')).toBe(true);
  });

  it('an invitation key makes it live at once', async () => {
    const id = await declinedBusiness('Quillon Key Again Studio');
    const key = await insertInvitationKey(app, 'business');
    const res = await payListing(owner.authorization, { kind: 'business', id, invitation_key: key });
    expect(res.json()).toMatchObject({ status: 1, data: { status: 1, payment_state: 'active' } });
    expect((await businessRow(app, id))!.status).toBe(1);
    expect(await inDirectory('Quillon Key Again Studio')).toBe(true);
  });

  it('refuses a live listing, one whose payment is on its way, and someone else’s', async () => {
    const id = await declinedBusiness('Quillon Refused Repair');
    const checkout = await openCheckout(app, owner.authorization, {
      product: 'business',
      package_id: oneMonth,
    });
    await payListing(owner.authorization, { kind: 'business', id, transaction_id: checkout.payment_id });
    // the new card payment is pending: paying a third time could charge twice
    const pending = await payListing(owner.authorization, {
      kind: 'business',
      id,
      package_id: oneMonth,
      payment_method: 'cheque',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ status: 0, message: 'listing.payment_not_needed' });
    await chooseOnSandbox(app, checkout.payment_url, 'pay');
    const live = await payListing(owner.authorization, {
      kind: 'business',
      id,
      invitation_key: 'ANY-KEY-1234',
    });
    expect(live.statusCode).toBe(409);

    const other = await declinedBusiness('Quillon Not Yours');
    for (const [who, listing] of [
      [stranger.authorization, other],
      [owner.authorization, 2_000_000_000],
    ] as const) {
      const res = await payListing(who, {
        kind: 'business',
        id: listing,
        package_id: oneMonth,
        payment_method: 'etransfer',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'listing.not_found' });
    }
    expect((await businessRow(app, other))!.status).toBe(0);
    expect(await paymentState(other)).toBe('payment_failed');
  });

  it('a refused key or a bad body changes nothing', async () => {
    const id = await declinedBusiness('Quillon Bad Key Shop');
    const before = (await businessRow(app, id))!;
    const refused = await payListing(owner.authorization, {
      kind: 'business',
      id,
      invitation_key: 'NOPE-NOPE-NOPE',
    });
    expect(refused.statusCode).toBe(400);
    expect((await businessRow(app, id))!.purchaseId).toBe(before.purchaseId);
    for (const body of [{ kind: 'volunteer', id }, { kind: 'business', id: 'x' }, { kind: 'business' }]) {
      const res = await payListing(owner.authorization, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await payListing('Bearer nope', { kind: 'business', id })).statusCode).toBe(401);
  });
});
