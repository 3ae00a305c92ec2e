import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingCreatedData } from '@harbour/shared';
import { CHECKOUT_TTL_MS } from '../../providers/payments/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  created,
  ownedBusinesses,
  registerByCard,
  type StatusBody,
} from '../listing-business/test-helpers.js';
import { expireLapsedCheckouts } from './checkout-expiry.js';
import { paymentDeps } from './payment-deps.js';
import { chooseOnSandbox, openCheckout, packageId, purchaseRow, purchaseStatus } from './test-helpers.js';

let app: FastifyInstance;
let owner: { userId: number; authorization: string };
let oneMonth: number;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await userAuth(app);
  oneMonth = await packageId(app, 'business-1m');
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only: PGlite's own timers keep running) past the checkout's expiry. */
function pastExpiry() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + CHECKOUT_TTL_MS + 60_000);
}

const owned = async (id: number) => {
  const { body } = await ownedBusinesses(app, owner.authorization, '?page_no=1&offset=50');
  return body.data.businessList.find((b) => b.business_id === id)!;
};

const payListing = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/payListing',
    headers: { authorization: owner.authorization },
    payload: body,
  });

/** A business registered by card whose payer closed the sandbox page without choosing. */
async function abandonedCheckout(name: string) {
  const { checkout, res } = await registerByCard(app, owner.authorization, oneMonth, { business_name: name });
  expect(res.statusCode, res.body).toBe(200);
  return { id: created(res).data.id, checkout };
}

describe('a checkout closed without Pay, Decline or Cancel', () => {
  it('is open for 30 minutes, and the manager is told until when', async () => {
    const before = Date.now();
    const { id, checkout } = await abandonedCheckout('Quillon Open Checkout Café');
    const row = await purchaseRow(app, checkout.payment_id);
    const expires = row.checkoutExpiresAt!.getTime();
    expect(expires - before).toBeGreaterThanOrEqual(CHECKOUT_TTL_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(CHECKOUT_TTL_MS);
    expect(await owned(id)).toMatchObject({
      status: 0,
      payment_state: 'awaiting_payment',
      checkout_expires_at: row.checkoutExpiresAt!.toISOString(),
    });
  });

  it('after its expiry the expiry pass records the purchase expired and the manager offers to pay again', async () => {
    const { id, checkout } = await abandonedCheckout('Quillon Lapsed Checkout Café');
    pastExpiry();
    // before the pass, the list already says the payment did not go through
    expect(await owned(id)).toMatchObject({ payment_state: 'payment_failed' });

    expect(await expireLapsedCheckouts(paymentDeps(app, app.log))).toBeGreaterThanOrEqual(1);
    expect((await purchaseRow(app, checkout.payment_id)).status).toBe('expired');
    const item = await owned(id);
    expect(item.payment_state).toBe('payment_failed');
    expect(item.checkout_expires_at).toEqual(expect.any(String));
    // the sandbox page no longer takes the payment
    const page = await app.inject({ method: 'GET', url: new URL(checkout.payment_url).pathname });
    expect(page.body).not.toContain('name="secret"');

    const again = await openCheckout(app, owner.authorization, { product: 'business', package_id: oneMonth });
    const res = await payListing({ kind: 'business', id, transaction_id: again.payment_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatusBody<ListingCreatedData>>().data).toMatchObject({
      id,
      payment_state: 'awaiting_payment',
    });
    vi.useRealTimers();
    await chooseOnSandbox(app, again.payment_url, 'pay');
    expect(await owned(id)).toMatchObject({ status: 1, payment_state: 'paid', checkout_expires_at: null });
  });

  it('Pay again works past the expiry even before the pass has run, and expires the old purchase', async () => {
    const { id, checkout } = await abandonedCheckout('Quillon Unswept Checkout Café');
    pastExpiry();
    const res = await payListing({ kind: 'business', id, payment_method: 'cheque', package_id: oneMonth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatusBody<ListingCreatedData>>().data.payment_state).toBe('awaiting_alternate_payment');
    expect((await purchaseRow(app, checkout.payment_id)).status).toBe('expired');
  });

  it('a status check after the expiry answers expired', async () => {
    const { checkout } = await abandonedCheckout('Quillon Checked Checkout Café');
    pastExpiry();
    const { body } = await purchaseStatus(app, owner.authorization, checkout.payment_id);
    expect(body.data.status).toBe('expired');
  });

  it('before its expiry the listing still waits and cannot be paid twice', async () => {
    const { id } = await abandonedCheckout('Quillon Waiting Checkout Café');
    const res = await payListing({ kind: 'business', id, payment_method: 'cheque', package_id: oneMonth });
    expect(res.statusCode).toBe(409);
    expect(await expireLapsedCheckouts(paymentDeps(app, app.log))).toBe(0);
  });
});
