import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPurchase } from '@harbour/shared';
import { packagePromos, packages, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import {
  businessForm,
  businessRow,
  created,
  ownedBusinesses,
  registerBusiness,
} from '../listing-business/test-helpers.js';
import { addUnits } from '../packages/listing-period.js';
import { createIntent, packageId } from '../payments/test-helpers.js';

/**
 * Issue 21 §2, "a plan is what was paid for, whatever the path": an e-transfer or cheque pays the
 * whole period the listing runs; NuChat trial plans only while the trial runs; the free plan for
 * non-profits waits for an admin's approval, and a refusal's reason reaches the owner.
 */
let app: FastifyInstance;
let admin: { authorization: string };
let owner: { userId: number; authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminAuth(app);
  owner = await userAuth(app);
});
afterAll(() => app.close());

const adminCall = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: admin.authorization }, payload });

async function waitingList(): Promise<AdminPurchase[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/purchases?waiting=1&per_page=100',
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { purchases: AdminPurchase[] } }>().data.purchases;
}

describe('an e-transfer or a cheque pays the whole period', () => {
  it('a 12-month business plan is due as 12 × the monthly price (after its promo) plus tax, and the admin activates 12 months', async () => {
    const code = 'business-12m';
    const [pkg] = await app.db.select().from(packages).where(eq(packages.code, code));
    const [promo] = await app.db.select().from(packagePromos).where(eq(packagePromos.packageId, pkg!.id));
    // the seed: $22.42 a month with the "Spring launch" promo of $5 off
    expect(pkg!.priceMonthlyCents).toBe(2242);
    expect(promo).toMatchObject({ discountType: 'Amount', discount: 5 });
    const subtotal = 12 * (2242 - 500);
    const due = subtotal + Math.round(subtotal * 0.15);

    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, {
        business_name: 'Yearlong Cheque Bakery',
        payment_method: 'cheque',
        package_id: pkg!.id,
      }),
    );
    // the old code asked one month: 2,003 ¢ ($20.03) for a year
    expect(created(res).data).toMatchObject({
      status: 0,
      payment_state: 'awaiting_alternate_payment',
      amount_due_cents: due,
    });
    const id = created(res).data.id;
    const purchaseId = (await businessRow(app, id))!.purchaseId!;
    const waiting = (await waitingList()).find((p) => p.id === purchaseId)!;
    expect(waiting).toMatchObject({ provider: 'cheque', total_cents: due, quantity: 1 });

    const activated = await adminCall(`/api/admin/purchases/${purchaseId}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    const row = (await businessRow(app, id))!;
    expect(row.status).toBe(1);
    expect(row.listingEndDate).toBe(addUnits(row.listingStartDate, 'month', 12));
  });

  it('a business plan bought by cheque is one listing: a quantity above 1 is refused as for a card', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, {
        payment_method: 'etransfer',
        package_id: await packageId(app, 'business-1m'),
        quantity: 12,
      }),
    );
    expect(res.json()).toEqual({ status: 0, message: 'invalid_quantity', data: [] });
  });
});

describe('NuChat trial plans', () => {
  const buyTrial = async (authorization: string) =>
    createIntent(app, authorization, {
      product_name: 'NuChat',
      metadata: { product: 'nuchat', package_id: await packageId(app, 'nuchat-trial-month') },
    });

  it('are sold while the buyer’s trial runs, and refused once it has ended', async () => {
    const newcomer = await userAuth(app);
    expect((await buyTrial(newcomer.authorization)).statusCode).toBe(200);

    const veteran = await userAuth(app);
    await app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, veteran.userId));
    const refused = await buyTrial(veteran.authorization);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ meta: { message: string } }>().meta.message).toBe('package_trial_only');
    // the regular plan is still for sale
    const regular = await createIntent(app, veteran.authorization, {
      product_name: 'NuChat',
      metadata: { product: 'nuchat', package_id: await packageId(app, 'nuchat-month') },
    });
    expect(regular.statusCode, regular.body).toBe(200);
  });
});

describe('the free plan for non-profits waits for an admin', () => {
  async function nonProfit(name: string) {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, {
        business_name: name,
        package_id: await packageId(app, 'business-12m-nonprofit'),
      }),
    );
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'listing.awaiting_approval',
      data: { status: 0, payment_state: 'awaiting_approval', amount_due_cents: null },
    });
    const id = created(res).data.id;
    return { id, purchaseId: (await businessRow(app, id))!.purchaseId! };
  }

  const ownedRow = async (id: number) =>
    (await ownedBusinesses(app, owner.authorization, '?page_no=1&offset=50')).body.data.businessList.find(
      (b) => b.business_id === id,
    )!;

  it('is registered inactive, shown in the waiting list, and approved for its 12 months', async () => {
    const { id, purchaseId } = await nonProfit('Tidewater Food Bank');
    expect(await businessRow(app, id)).toMatchObject({ status: 0 });
    expect(await ownedRow(id)).toMatchObject({ status: 0, payment_state: 'awaiting_approval' });
    expect((await waitingList()).find((p) => p.id === purchaseId)).toMatchObject({
      provider: 'nonprofit',
      status: 'pending',
      total_cents: 0,
      package_name: '12 Months non-profit',
      listing: { kind: 'business', id, name: 'Tidewater Food Bank', status: 0 },
    });

    const approved = await adminCall(`/api/admin/purchases/${purchaseId}/activate`);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = (await businessRow(app, id))!;
    expect(row.status).toBe(1);
    expect(row.listingEndDate).toBe(addUnits(row.listingStartDate, 'month', 12));
    expect((await waitingList()).some((p) => p.id === purchaseId)).toBe(false);
  });

  it('is refused with a reason the owner reads in the manager; without a reason the admin is asked for one', async () => {
    const { id, purchaseId } = await nonProfit('Seaside Bake Sale Co');
    const bare = await adminCall(`/api/admin/purchases/${purchaseId}/reject`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ meta: { message: string } }>().meta.message).toBe('purchase.reason_required');

    const reason = 'We could not find the organization in the charities registry.';
    const rejected = await adminCall(`/api/admin/purchases/${purchaseId}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: { purchase: AdminPurchase } }>().data.purchase).toMatchObject({
      status: 'canceled',
      rejection_reason: reason,
    });
    expect(await businessRow(app, id)).toMatchObject({ status: 0 });
    expect(await ownedRow(id)).toMatchObject({
      status: 0,
      payment_state: 'payment_failed',
      rejection_reason: reason,
    });
  });
});
