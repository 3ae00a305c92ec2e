import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, purchases } from '../../db/schema/index.js';
import { addMonthsUnix } from '../../providers/payments/stripe.js';
import {
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../../providers/payments/stripe-stand-in.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { paymentDeps } from './payment-deps.js';
import { endOpenSubscriptions } from './subscription-end.js';
import { openCheckout, packageId, purchaseRow, purchaseStatus, receipts } from './test-helpers.js';

const WEBHOOK_SECRET = 'whsec_harbour_test';
let standIn: StripeStandIn;
let app: FastifyInstance;
let buyer: { userId: number; authorization: string };
const hookCalls: number[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await buildTestApp({
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    PUBLIC_URL: 'https://harbour.test',
  });
  app.purchaseHooks.onPurchasePaid(async (p) => {
    hookCalls.push(p.id);
  });
  buyer = await userAuth(app);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});
beforeEach(() => {
  hookCalls.length = 0;
});

/** A purchase with its Stripe session, not yet paid. */
async function openStripeCheckout(code = 'business-6m', product = 'business') {
  const data = await openCheckout(app, buyer.authorization, {
    product,
    package_id: await packageId(app, code),
  });
  const row = await purchaseRow(app, data.payment_id);
  return { data, row, session: standIn.sessions.get(row.providerSessionId!)! };
}

function deliver(payload: string, header: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

/** Stripe's own test helper signs the exact bytes sent; pretty-printed, so a re-serialised body would not match. */
function signed(
  type: string,
  object: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(stripeEvent(type, object), null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return { payload, header };
}

describe('checkout with Stripe', () => {
  it('opens a Checkout Session priced by the server: cents, CAD, monthly, return URL with transaction_id', async () => {
    const { data, session } = await openStripeCheckout();
    expect(data.payment_url).toBe(session.url);
    expect(data.payment_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 2284,
      currency: 'cad',
      success_url: `https://harbour.test/vivalinks/business?transaction_id=${data.payment_id}`,
    });
    const { form } = standIn.requests.at(-1)!;
    expect(form).toMatchObject({
      line_items: {
        0: { price_data: { unit_amount: '2284', currency: 'cad', recurring: { interval: 'month' } } },
      },
    });
    // with Stripe configured there is no sandbox page to pay on
    const sandbox = await app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx_anything' });
    expect(sandbox.statusCode).toBe(404);
  });

  it('a transaction_id is not proof: pending until Stripe says paid, then paid on the status check', async () => {
    const { data, session } = await openStripeCheckout('job-1m', 'job');
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe(
      'pending',
    );
    standIn.pay(session.id as string);
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe('paid');
    expect(hookCalls).toHaveLength(1);
  });

  it('a declined card shows declined; paying with another card afterwards still counts', async () => {
    const { data, session } = await openStripeCheckout('job-3m', 'job');
    standIn.decline(session.id as string);
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe(
      'declined',
    );
    standIn.pay(session.id as string);
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe('paid');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('a valid checkout.session.completed marks the purchase paid: hook and receipt once', async () => {
    const mailsBefore = (await receipts(app)).length;
    const { row, session } = await openStripeCheckout();
    const paid = standIn.pay(session.id as string);
    const { payload, header } = signed('checkout.session.completed', paid);
    const res = await deliver(payload, header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { success: true, message: '' }, data: { received: true } });
    expect((await purchaseRow(app, row.transactionId)).status).toBe('paid');
    expect(hookCalls).toEqual([row.id]);
    const mails = await receipts(app);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain('Tax (15%): $2.98');
  });

  it('refuses a wrong secret, a signature older than 300 s and a missing one; nothing changes', async () => {
    const { row, session } = await openStripeCheckout();
    const paid = { ...session, status: 'complete', payment_status: 'paid' };
    const wrong = signed('checkout.session.completed', paid, { secret: 'whsec_attacker' });
    const stale = signed('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    for (const { payload, header } of [wrong, stale, { payload: wrong.payload, header: '' }]) {
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ meta: { success: false, message: 'invalid_signature' }, data: null });
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': wrong.header },
      payload: wrong.payload,
    });
    expect(text.statusCode).toBe(415);
    expect((await purchaseRow(app, row.transactionId)).status).toBe('pending');
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, row.id));
    expect(events).toEqual([]);
    expect(hookCalls).toEqual([]);
  });

  it('a replayed delivery is applied once', async () => {
    const mailsBefore = (await receipts(app)).length;
    const { row, session } = await openStripeCheckout();
    const { payload, header } = signed('checkout.session.completed', standIn.pay(session.id as string));
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect(hookCalls).toEqual([row.id]);
    expect(await receipts(app)).toHaveLength(mailsBefore + 1);
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, row.id));
    expect(events).toHaveLength(1);
  });

  it('out of order: an expired event after completed does not undo the payment', async () => {
    const { row, session } = await openStripeCheckout();
    const paid = standIn.pay(session.id as string);
    const completed = signed('checkout.session.completed', paid);
    const expired = signed('checkout.session.expired', {
      ...paid,
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect((await deliver(completed.payload, completed.header)).statusCode).toBe(200);
    expect((await deliver(expired.payload, expired.header)).statusCode).toBe(200);
    expect((await purchaseRow(app, row.transactionId)).status).toBe('paid');
    expect(hookCalls).toEqual([row.id]);

    // the other way round for another purchase: expired first, then a late completed still counts
    const other = await openStripeCheckout();
    const late = standIn.pay(other.session.id as string);
    const first = signed('checkout.session.expired', { ...late, status: 'expired' });
    const second = signed('checkout.session.completed', late);
    await deliver(first.payload, first.header);
    expect((await purchaseRow(app, other.row.transactionId)).status).toBe('expired');
    await deliver(second.payload, second.header);
    expect((await purchaseRow(app, other.row.transactionId)).status).toBe('paid');
  });

  it('a completed event whose amount is not the purchase total leaves it unpaid', async () => {
    const { row, session } = await openStripeCheckout();
    const tampered = { ...standIn.pay(session.id as string), amount_total: 1 };
    const { payload, header } = signed('checkout.session.completed', tampered);
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect((await purchaseRow(app, row.transactionId)).status).toBe('pending');
    expect(hookCalls).toEqual([]);
  });

  it('events about sessions Harbour did not open are acknowledged and ignored', async () => {
    const before = await app.db.select().from(purchases);
    const { payload, header } = signed('checkout.session.completed', {
      id: 'cs_test_someone_else',
      object: 'checkout.session',
      amount_total: 500,
      currency: 'cad',
      metadata: {},
      payment_status: 'paid',
      status: 'complete',
    });
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect(await app.db.select().from(purchases)).toEqual(before);
  });
});

describe('a monthly plan bought for several months', () => {
  it("is a subscription that stops by itself after the plan's months, set once it is paid", async () => {
    const { row, session } = await openStripeCheckout('business-6m');
    expect(row.subscriptionMonths).toBe(6);
    const paid = standIn.pay(session.id as string);
    const sub = standIn.subscriptions.get(paid.subscription as string)!;
    const { payload, header } = signed('checkout.session.completed', paid);
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect(sub.cancel_at).toBe(addMonthsUnix(sub.billing_cycle_anchor as number, 6));
    expect((await purchaseRow(app, row.transactionId)).subscriptionEndSetAt).toBeInstanceOf(Date);
  });

  it('when Stripe cannot be told at once, the periodic pass sets the end later, and only once', async () => {
    const { row, session } = await openStripeCheckout('business-6m');
    const paid = standIn.pay(session.id as string);
    const sub = standIn.subscriptions.get(paid.subscription as string)!;
    // Stripe answers 404 for the subscription while it is missing from the stand-in
    standIn.subscriptions.delete(sub.id as string);
    const { payload, header } = signed('checkout.session.completed', paid);
    expect((await deliver(payload, header)).statusCode).toBe(200);
    const stored = await purchaseRow(app, row.transactionId);
    expect(stored.status).toBe('paid');
    expect(stored.subscriptionEndSetAt).toBeNull();

    standIn.subscriptions.set(sub.id as string, sub);
    const deps = paymentDeps(app, app.log);
    expect(await endOpenSubscriptions(deps)).toBeGreaterThanOrEqual(1);
    expect(sub.cancel_at).toBe(addMonthsUnix(sub.billing_cycle_anchor as number, 6));
    expect((await purchaseRow(app, row.transactionId)).subscriptionEndSetAt).toBeInstanceOf(Date);
    expect(await endOpenSubscriptions(deps)).toBe(0);
  });

  it('a one-off payment (a job plan) has no subscription to end', async () => {
    const { row } = await openStripeCheckout('job-3m', 'job');
    expect(row.interval).toBeNull();
    expect(row.subscriptionMonths).toBeNull();
  });
});
