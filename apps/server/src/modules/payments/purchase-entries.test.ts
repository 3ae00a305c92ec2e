import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseEntryData } from '@harbour/shared';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { chooseOnSandbox, openCheckout, packageId, purchaseRow } from './test-helpers.js';

let app: FastifyInstance;
let buyer: { userId: number; authorization: string };
let stranger: { userId: number; authorization: string };
let business1m: number;
let job1m: number;

beforeAll(async () => {
  app = await buildTestApp();
  buyer = await userAuth(app);
  stranger = await userAuth(app);
  business1m = await packageId(app, 'business-1m');
  job1m = await packageId(app, 'job-1m');
});
afterAll(() => app.close());

interface EntryBody {
  status: 0 | 1;
  message: string;
  data: PurchaseEntryData;
}

const entry = (path: string, authorization: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization }, payload });

/** A card purchase of the buyer's, paid on the sandbox page. */
async function paid(metadata: Record<string, unknown>) {
  const checkout = await openCheckout(app, buyer.authorization, metadata);
  await chooseOnSandbox(app, checkout.payment_url, 'pay');
  return checkout.payment_id;
}

describe('POST /api/packagePurchaseEntry and /api/jobsPackagePurchaseEntry (the listings API contract)', () => {
  it('answers the purchase id of a paid business plan, the same id when sent again', async () => {
    const transactionId = await paid({ product: 'business', package_id: business1m });
    const payload = {
      data: {
        transaction_id: transactionId,
        package_id: business1m,
        package_type: 'Monthly',
        package_quantity: 1,
        package_start_date: '2026-11-28',
      },
    };
    const first = await entry('packagePurchaseEntry', buyer.authorization, payload);
    expect(first.statusCode, first.body).toBe(200);
    const row = await purchaseRow(app, transactionId);
    expect(first.json<EntryBody>()).toMatchObject({
      status: 1,
      message: 'payment.recorded',
      data: { id: row.id, transaction_id: transactionId, package_id: business1m, package_quantity: 1 },
    });
    const again = await entry('packagePurchaseEntry', buyer.authorization, payload);
    expect(again.json<EntryBody>().data.id).toBe(row.id);
  });

  it('takes a job plan, with the bare entry the jobs call of spec 2 sends', async () => {
    const transactionId = await paid({ product: 'job', package_id: job1m, quantity: 3 });
    const res = await entry('jobsPackagePurchaseEntry', buyer.authorization, {
      transaction_id: transactionId,
      package_id: job1m,
      package_quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EntryBody>().data).toMatchObject({ package_quantity: 3 });
  });

  it('refuses someone else’s transaction like an unknown one', async () => {
    const transactionId = await paid({ product: 'business', package_id: business1m });
    for (const [who, txn] of [
      [stranger.authorization, transactionId],
      [buyer.authorization, 'txn_unknown'],
    ] as const) {
      const res = await entry('packagePurchaseEntry', who, {
        data: { transaction_id: txn, package_id: business1m },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'payment_not_found' });
    }
  });

  it('refuses a pending or declined purchase with payment.not_paid, and records nothing', async () => {
    const pending = await openCheckout(app, buyer.authorization, {
      product: 'business',
      package_id: business1m,
    });
    const declined = await openCheckout(app, buyer.authorization, {
      product: 'business',
      package_id: business1m,
    });
    await chooseOnSandbox(app, declined.payment_url, 'decline');
    for (const txn of [pending.payment_id, declined.payment_id]) {
      const res = await entry('packagePurchaseEntry', buyer.authorization, {
        data: { transaction_id: txn, package_id: business1m },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 0, message: 'payment.not_paid' });
    }
    expect((await purchaseRow(app, pending.payment_id)).status).toBe('pending');
  });

  it('refuses a paid purchase of another product, plan or quantity with payment.wrong_product', async () => {
    const business = await paid({ product: 'business', package_id: business1m });
    const job = await paid({ product: 'job', package_id: job1m, quantity: 2 });
    for (const [path, body] of [
      ['jobsPackagePurchaseEntry', { transaction_id: business, package_id: business1m }],
      ['packagePurchaseEntry', { data: { transaction_id: job, package_id: job1m } }],
      ['packagePurchaseEntry', { data: { transaction_id: business, package_id: job1m } }],
      ['jobsPackagePurchaseEntry', { transaction_id: job, package_id: job1m, package_quantity: 5 }],
    ] as const) {
      const res = await entry(path, buyer.authorization, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, message: 'payment.wrong_product' });
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/packagePurchaseEntry',
      payload: { data: { transaction_id: 'txn_x', package_id: business1m } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('has no volunteer key check: volunteer listings are free, and the API docs say so', async () => {
    const res = await entry('update-invitation/volunteer-listing-invitation-key', buyer.authorization, {
      invitation_key: 'VOLUNTEER-KEY-1',
    });
    expect(res.statusCode).toBe(404);
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = doc.json<{ paths: Record<string, { post?: { description?: string } }> }>().paths;
    expect(paths['/api/update-invitation/service-listing-invitation-key']?.post?.description).toMatch(
      /Volunteer listings are free: there is no volunteer check/,
    );
    expect(paths['/api/packagePurchaseEntry']?.post?.description).toMatch(/data\.id. is the purchase’s id/);
    expect(paths['/api/jobsPackagePurchaseEntry']).toBeDefined();
  });
});
