import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPurchase, ServiceListData } from '@harbour/shared';
import { mailOutbox } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import { businessForm, businessRow, created, registerBusiness } from '../listing-business/test-helpers.js';
import { cityIdByName, mailsOfKind } from '../listings/test-helpers.js';
import { openCheckout, packageId, receipts } from '../payments/test-helpers.js';

let app: FastifyInstance;
let admin: { authorization: string };
let owner: { userId: number; authorization: string };
let oneMonth: number;

beforeAll(async () => {
  app = await buildTestApp({ DIRECTORY_CACHE_SECONDS: '30' });
  admin = await adminAuth(app);
  owner = await userAuth(app);
  oneMonth = await packageId(app, 'business-1m');
});
afterAll(() => app.close());

/** A business registered with an alternate payment: its listing id and purchase id. */
async function waitingListing(name: string, method: 'etransfer' | 'cheque' = 'etransfer') {
  const res = await registerBusiness(
    app,
    owner.authorization,
    await businessForm(app, { business_name: name, payment_method: method, package_id: oneMonth }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = created(res).data.id;
  return { id, purchaseId: (await businessRow(app, id))!.purchaseId! };
}

const call = (method: 'GET' | 'POST', url: string, authorization = admin.authorization) =>
  app.inject({ method, url, headers: { authorization } });

async function directoryNames(search: string): Promise<string[]> {
  const city = await cityIdByName(app, 'Charlottetown');
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/service?cityId=${city}&page=1&search=${search}`,
  });
  return res.json<{ data: ServiceListData }>().data.businessLists.map((b) => b.businessName);
}

describe('admin purchases', () => {
  it('is for admins only: 401 without a session, 403 for a member', async () => {
    for (const [url, method] of [
      ['/api/admin/purchases', 'GET'],
      ['/api/admin/purchases/1/activate', 'POST'],
      ['/api/admin/purchases/1/reject', 'POST'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      const res = await call(method, url, owner.authorization);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ meta: { success: false, message: 'forbidden' }, data: null });
    }
  });

  it('lists purchases with the buyer and the listing; waiting=1 keeps the pending alternate payments', async () => {
    const waiting = await waitingListing('Quillwort Waiting Shop');
    await openCheckout(app, owner.authorization, { product: 'business', package_id: oneMonth });
    const all = await call('GET', '/api/admin/purchases');
    expect(all.statusCode, all.body).toBe(200);
    const allData = all.json<{ data: { purchases: AdminPurchase[]; count: number; page: number } }>().data;
    expect(allData.count).toBeGreaterThanOrEqual(2);
    expect(allData.purchases.some((p) => p.provider === 'sandbox')).toBe(true);

    const res = await call('GET', '/api/admin/purchases?waiting=1&per_page=50');
    const list = res.json<{ data: { purchases: AdminPurchase[] } }>().data.purchases;
    expect(
      list.every((p) => (p.provider === 'etransfer' || p.provider === 'cheque') && p.status === 'pending'),
    ).toBe(true);
    const mine = list.find((p) => p.id === waiting.purchaseId)!;
    expect(mine).toMatchObject({
      reference: `H-${String(waiting.purchaseId).padStart(6, '0')}`,
      user_id: owner.userId,
      product: 'business',
      provider: 'etransfer',
      status: 'pending',
      total_cents: 3335,
      tax_cents: 435,
      listing: { kind: 'business', id: waiting.id, name: 'Quillwort Waiting Shop', status: 0 },
    });
    expect(mine.user_email).toMatch(/@example\.com$/);
    expect((await call('GET', '/api/admin/purchases?page=0')).statusCode).toBe(400);
  });

  it('activates a received payment: the listing goes live (also in the cached directory) and the receipt is mailed', async () => {
    const { id, purchaseId } = await waitingListing('Quillwort Cheque Shop', 'cheque');
    expect(await directoryNames('quillwort')).not.toContain('Quillwort Cheque Shop');
    const receiptsBefore = (await receipts(app)).length;

    const res = await call('POST', `/api/admin/purchases/${purchaseId}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ meta: { message: string }; data: { purchase: AdminPurchase } }>()).toMatchObject({
      meta: { success: true, message: 'purchase.activated' },
      data: { purchase: { id: purchaseId, status: 'paid', listing: { id, status: 1 } } },
    });
    const row = (await businessRow(app, id))!;
    expect(row.status).toBe(1);
    expect(row.listingEndDate > row.listingStartDate).toBe(true);
    expect(await directoryNames('quillwort')).toContain('Quillwort Cheque Shop');
    const mailed = await receipts(app);
    expect(mailed).toHaveLength(receiptsBefore + 1);
    expect(mailed.at(-1)!.text).toContain('Total paid: $33.35');

    const again = await call('POST', `/api/admin/purchases/${purchaseId}/activate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ meta: { success: false, message: 'purchase_not_pending' }, data: null });
    expect((await call('POST', `/api/admin/purchases/${purchaseId}/reject`)).statusCode).toBe(409);
  });

  it('rejects a payment: the purchase is canceled, the listing stays inactive and the owner is mailed', async () => {
    const { id, purchaseId } = await waitingListing('Quillwort Bounced Shop', 'cheque');
    const res = await call('POST', `/api/admin/purchases/${purchaseId}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { purchase: AdminPurchase } }>().data.purchase).toMatchObject({
      status: 'canceled',
      listing: { id, status: 0 },
    });
    expect((await businessRow(app, id))!.status).toBe(0);
    expect(await directoryNames('quillwort')).not.toContain('Quillwort Bounced Shop');
    const mails = await mailsOfKind(app, 'listing_payment_rejected');
    expect(mails.at(-1)!.text).toContain('Quillwort Bounced Shop');
    expect((await call('POST', `/api/admin/purchases/${purchaseId}/activate`)).statusCode).toBe(409);
  });

  it('refuses to activate a card purchase (409) or an unknown one (404)', async () => {
    const card = await openCheckout(app, owner.authorization, { product: 'business', package_id: oneMonth });
    const all = await call('GET', '/api/admin/purchases?per_page=100');
    const cardRow = all
      .json<{ data: { purchases: AdminPurchase[] } }>()
      .data.purchases.find((p) => p.provider === 'sandbox' && p.status === 'pending')!;
    expect(card.payment_id).toBeTruthy();
    expect((await call('POST', `/api/admin/purchases/${cardRow.id}/activate`)).statusCode).toBe(409);
    const missing = await call('POST', '/api/admin/purchases/999999/activate');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ meta: { success: false, message: 'purchase_not_found' }, data: null });
  });
});

describe('paid by e-transfer or cheque', () => {
  it('is registered inactive with the amount due; the buyer and the organisation are mailed', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, {
        business_name: 'Quillwort Cheque Co',
        payment_method: 'cheque',
        package_id: oneMonth,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // $29.00 + 15 % tax
    expect(created(res)).toMatchObject({
      status: 1,
      message: 'listing.alternate_payment_sent',
      data: { status: 0, payment_state: 'awaiting_alternate_payment', amount_due_cents: 3335 },
    });
    const row = (await businessRow(app, created(res).data.id))!;
    expect(row.status).toBe(0);
    expect(row.purchaseId).not.toBeNull();
    expect(await directoryNames('quillwort')).not.toContain('Quillwort Cheque Co');

    const mails = await app.db.select().from(mailOutbox);
    const due = mails.filter((m) => m.kind === 'listing_payment_due');
    const org = mails.filter((m) => m.kind === 'listing_payment_due_org');
    expect(due.at(-1)!.text).toContain('Subtotal: $29.00');
    expect(due.at(-1)!.text).toContain('Tax (15%): $4.35');
    expect(due.at(-1)!.text).toContain('Total due: $33.35');
    expect(due.at(-1)!.text).toContain('Harbour Newcomer Hub, 100 Queen Street');
    expect(org.at(-1)!.to).toBe('hello@harbour.local');
    expect(org.at(-1)!.text).toContain('Total due: $33.35');
  });

  it('takes an e-transfer too, with its address', async () => {
    const res = await registerBusiness(
      app,
      owner.authorization,
      await businessForm(app, { payment_method: 'etransfer', package_id: oneMonth }),
    );
    expect(created(res).data.payment_state).toBe('awaiting_alternate_payment');
    const due = (await app.db.select().from(mailOutbox)).filter((m) => m.kind === 'listing_payment_due');
    expect(due.at(-1)!.text).toContain('Interac e-Transfer');
    expect(due.at(-1)!.text).toContain('hello@harbour.local');
  });
});
