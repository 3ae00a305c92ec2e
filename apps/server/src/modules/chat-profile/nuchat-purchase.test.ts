import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatProfile, PurchaseEntryData } from '@harbour/shared';
import { purchases, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  chooseOnSandbox,
  createIntent,
  openCheckout,
  packageId,
  purchaseRow,
} from '../payments/test-helpers.js';
import { coveredUntil, hasChatAccess } from './chat-profile.service.js';

const DAY = 86_400_000;
let app: FastifyInstance;
let trialMonth: number;
let trialYear: number;
let regularMonth: number;
let regularYear: number;

beforeAll(async () => {
  app = await buildTestApp();
  trialMonth = await packageId(app, 'nuchat-trial-month');
  trialYear = await packageId(app, 'nuchat-trial-year');
  regularMonth = await packageId(app, 'nuchat-month');
  regularYear = await packageId(app, 'nuchat-year');
});
afterAll(() => app.close());

/** A user registered `days` ago (past the 30-day trial when more than 30). */
async function userRegistered(days: number) {
  const user = await userAuth(app);
  await app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, user.userId));
  return user;
}

async function paidCheckout(authorization: string, packageIdValue: number) {
  const checkout = await openCheckout(app, authorization, { product: 'nuchat', package_id: packageIdValue });
  // the provider sends the payer back to the NuChat checkout's confirmation step
  expect(new URL(checkout.payment_url).search).not.toBe('');
  await chooseOnSandbox(app, checkout.payment_url, 'pay');
  return checkout.payment_id;
}

const entry = (authorization: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/nuChatPurchaseEntry', headers: { authorization }, payload });

async function profile(authorization: string): Promise<ChatProfile> {
  const res = await app.inject({ method: 'GET', url: '/api/chat/user/auth', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatProfile }>().data;
}

describe('POST /api/nuChatPurchaseEntry (the listings API contract)', () => {
  it('records a paid plan once: the same id again, and the chat opens for a user past the trial', async () => {
    const buyer = await userRegistered(40);
    expect(await profile(buyer.authorization)).toEqual({
      isInTrial: false,
      hasAccess: false,
      paidUntil: null,
    });
    expect(await hasChatAccess(app.db, buyer.userId)).toBe(false);

    const transactionId = await paidCheckout(buyer.authorization, regularYear);
    const row = await purchaseRow(app, transactionId);
    expect(row).toMatchObject({ product: 'nuchat', status: 'paid', interval: null, totalCents: 2299 });

    const first = await entry(buyer.authorization, {
      transaction_id: transactionId,
      package_id: regularYear,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ status: number; message: string; data: PurchaseEntryData }>()).toMatchObject({
      status: 1,
      message: 'payment.recorded',
      data: { id: row.id, transaction_id: transactionId, package_id: regularYear, package_quantity: 1 },
    });
    const again = await entry(buyer.authorization, {
      data: { transaction_id: transactionId, package_id: regularYear },
    });
    expect(again.json<{ data: PurchaseEntryData }>().data.id).toBe(row.id);

    const after = await profile(buyer.authorization);
    expect(after).toMatchObject({ isInTrial: false, hasAccess: true });
    const until = Date.parse(after.paidUntil!);
    expect(until - row.paidAt!.getTime()).toBe(366 * DAY);
    expect(await hasChatAccess(app.db, buyer.userId)).toBe(true);
    expect(await hasChatAccess(app.db, buyer.userId, new Date(until + 1000))).toBe(false);
  });

  it('refuses a forged, someone else’s, unpaid or declined transaction, and opens nothing', async () => {
    const buyer = await userRegistered(40);
    const stranger = await userRegistered(40);
    const paid = await paidCheckout(buyer.authorization, regularMonth);
    const pending = await openCheckout(app, stranger.authorization, {
      product: 'nuchat',
      package_id: regularMonth,
    });
    const declined = await openCheckout(app, stranger.authorization, {
      product: 'nuchat',
      package_id: regularMonth,
    });
    await chooseOnSandbox(app, declined.payment_url, 'decline');

    const cases: [string, string, number, string][] = [
      ['txn_forged_not_ours', 'payment_not_found', 404, 'forged'],
      [paid, 'payment_not_found', 404, 'someone else’s'],
      [pending.payment_id, 'payment.not_paid', 409, 'pending'],
      [declined.payment_id, 'payment.not_paid', 409, 'declined'],
    ];
    for (const [transactionId, message, statusCode, what] of cases) {
      const res = await entry(stranger.authorization, {
        transaction_id: transactionId,
        package_id: regularMonth,
      });
      expect(res.statusCode, what).toBe(statusCode);
      expect(res.json(), what).toMatchObject({ status: 0, message });
    }
    expect(await profile(stranger.authorization)).toMatchObject({ hasAccess: false, paidUntil: null });
    expect(await hasChatAccess(app.db, stranger.userId)).toBe(false);
  });

  it('refuses another product’s payment or another plan, and a call without a session', async () => {
    const buyer = await userRegistered(40);
    const business = await openCheckout(app, buyer.authorization, {
      product: 'business',
      package_id: await packageId(app, 'business-1m'),
    });
    await chooseOnSandbox(app, business.payment_url, 'pay');
    const nuchat = await paidCheckout(buyer.authorization, regularMonth);
    for (const payload of [
      { transaction_id: business.payment_id, package_id: regularMonth },
      { transaction_id: nuchat, package_id: regularYear },
    ]) {
      const res = await entry(buyer.authorization, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, message: 'payment.wrong_product' });
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/nuChatPurchaseEntry',
      payload: { transaction_id: nuchat, package_id: regularMonth },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await entry(buyer.authorization, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ status: number }>().status).toBe(0);
  });
});

describe('NuChat trial plans and periods', () => {
  it('sells a trial plan during the trial and refuses it after; the regular plans stay for sale', async () => {
    const newcomer = await userRegistered(2);
    expect(await profile(newcomer.authorization)).toEqual({
      isInTrial: true,
      hasAccess: true,
      paidUntil: null,
    });
    const transactionId = await paidCheckout(newcomer.authorization, trialYear);
    const res = await entry(newcomer.authorization, { transaction_id: transactionId, package_id: trialYear });
    expect(res.json()).toMatchObject({ status: 1 });
    expect((await purchaseRow(app, transactionId)).totalCents).toBe(1149);

    const veteran = await userRegistered(31);
    for (const id of [trialMonth, trialYear]) {
      const refused = await createIntent(app, veteran.authorization, {
        product_name: 'NuChat',
        metadata: { product: 'nuchat', package_id: id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ meta: { success: false, message: 'package_trial_only' } });
    }
    const regular = await createIntent(app, veteran.authorization, {
      product_name: 'NuChat',
      metadata: { product: 'nuchat', package_id: regularMonth },
    });
    expect(regular.statusCode, regular.body).toBe(200);
  });

  it('a monthly plan is one payment for a month (no renewal to miss); a plan bought early starts when the running one ends', async () => {
    const buyer = await userRegistered(60);
    const first = await paidCheckout(buyer.authorization, regularMonth);
    expect((await purchaseRow(app, first)).interval).toBeNull();
    const second = await paidCheckout(buyer.authorization, regularMonth);
    const [a, b] = [await purchaseRow(app, first), await purchaseRow(app, second)];
    const until = Date.parse((await profile(buyer.authorization)).paidUntil!);
    // two months back to back from the first payment, not two overlapping months
    expect(until - a.paidAt!.getTime()).toBe(62 * DAY);
    expect(b.paidAt!.getTime()).toBeGreaterThanOrEqual(a.paidAt!.getTime());
  });

  it('an expired plan gives no access; a new one starts from its own payment', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const rows = [
      { paidAt: new Date(t0), quantity: 1, packageType: 'month' },
      { paidAt: new Date(t0 + 100 * DAY), quantity: 1, packageType: 'year' },
    ];
    expect(coveredUntil([])).toBeNull();
    expect(coveredUntil(rows.slice(0, 1))!.getTime()).toBe(t0 + 31 * DAY);
    expect(coveredUntil(rows)!.getTime()).toBe(t0 + 100 * DAY + 366 * DAY);
    expect(coveredUntil([{ paidAt: new Date(t0), quantity: 2, packageType: 'month' }])!.getTime()).toBe(
      t0 + 62 * DAY,
    );
    expect(coveredUntil([{ paidAt: null, quantity: 1, packageType: 'year' }])).toBeNull();
  });

  it('a purchase left unpaid never counts', async () => {
    const buyer = await userRegistered(45);
    const pending = await openCheckout(app, buyer.authorization, {
      product: 'nuchat',
      package_id: regularYear,
    });
    await app.db
      .update(purchases)
      .set({ paidAt: new Date() })
      .where(eq(purchases.transactionId, pending.payment_id));
    expect(await hasChatAccess(app.db, buyer.userId)).toBe(false);
  });
});
