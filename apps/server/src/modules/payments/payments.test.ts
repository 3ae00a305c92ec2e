import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purchases, sandboxCheckoutSessions, settings, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import {
  chooseOnSandbox,
  createIntent,
  openCheckout,
  packageId,
  postChoice,
  purchaseRow,
  purchaseStatus,
  receipts,
} from './test-helpers.js';

let app: FastifyInstance;
let buyer: { userId: number; authorization: string };
/** purchase ids the onPurchasePaid hook saw, in order */
const hookCalls: number[] = [];
let failNextHook = false;

beforeAll(async () => {
  app = await buildTestApp();
  app.purchaseHooks.onPurchasePaid(async (purchase) => {
    hookCalls.push(purchase.id);
    if (failNextHook) {
      failNextHook = false;
      throw new Error('listing module not ready');
    }
  });
  buyer = await userAuth(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  hookCalls.length = 0;
});

describe('POST /api/create-payment-intent', () => {
  it('prices the plan itself (monthly price, first running promo, 15 % tax) whatever the client sends', async () => {
    const id = await packageId(app, 'business-6m');
    const data = await openCheckout(app, buyer.authorization, { product: 'business', package_id: id });
    // 24.83 a month, 20 % off = 19.86; tax 2.98
    expect(data).toMatchObject({ subtotal_cents: 1986, tax_cents: 298, total_cents: 2284, currency: 'cad' });
    expect(data.payment_id).toMatch(/^txn_[A-Za-z0-9_-]{32}$/);
    expect(data.payment_url).toMatch(/^http:\/\/localhost:8080\/api\/payments\/sandbox\/sbx_/);
    const row = await purchaseRow(app, data.payment_id);
    expect(row).toMatchObject({
      userId: buyer.userId,
      product: 'business',
      packageId: id,
      quantity: 1,
      interval: 'month',
      promoName: 'Newcomer business week',
      promoDiscountCents: 497,
      totalCents: 2284,
      taxRateBp: 1500,
      provider: 'sandbox',
      status: 'pending',
    });
    const [session] = await app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, row.providerSessionId!));
    expect(session).toMatchObject({ amountCents: 2284, currency: 'cad', interval: 'month' });
  });

  it('multiplies event and job plans by the quantity, as a one-off payment', async () => {
    const id = await packageId(app, 'event-1m');
    const data = await openCheckout(app, buyer.authorization, {
      product: 'event',
      package_id: String(id),
      quantity: 3,
    });
    expect(data).toMatchObject({ subtotal_cents: 5997, tax_cents: 900, total_cents: 6897 });
    expect((await purchaseRow(app, data.payment_id)).interval).toBeNull();
  });

  it('takes the tax rate from the site setting', async () => {
    const where = and(eq(settings.settingType, 'tax_rate'), eq(settings.category, 'payments'));
    await app.db.update(settings).set({ value: '13' }).where(where);
    try {
      const id = await packageId(app, 'job-1m');
      const data = await openCheckout(app, buyer.authorization, { product: 'job', package_id: id });
      expect(data).toMatchObject({ subtotal_cents: 3900, tax_cents: 507, total_cents: 4407 });
    } finally {
      await app.db.update(settings).set({ value: '15' }).where(where);
    }
  });

  it('refuses what cannot be bought, and opens nothing for it', async () => {
    const before = (await app.db.select().from(purchases)).length;
    const job = await packageId(app, 'job-1m');
    const business = await packageId(app, 'business-1m');
    const free = await packageId(app, 'business-12m-nonprofit');
    const cases: [object, string][] = [
      [{ product: 'business', package_id: job }, 'package_not_found'],
      [{ product: 'business', package_id: 2_147_483_647 }, 'package_not_found'],
      [{ product: 'business', package_id: 2_147_483_648 }, 'invalid_package'],
      [{ product: 'business', package_id: 'abc' }, 'invalid_package'],
      [{ product: 'business', package_id: business, quantity: 2 }, 'invalid_quantity'],
      [{ product: 'job', package_id: job, quantity: 0 }, 'invalid_quantity'],
      [{ product: 'business', package_id: free }, 'payment_not_required'],
      [{ product: 'lottery', package_id: job }, 'invalid_product'],
    ];
    for (const [metadata, key] of cases) {
      const res = await createIntent(app, buyer.authorization, { currency: 'cad', price: 0, metadata });
      expect(res.statusCode, JSON.stringify(metadata)).toBe(400);
      expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
    }
    const nul = await createIntent(app, buyer.authorization, {
      product_name: 'a\u0000b',
      metadata: { product: 'job', package_id: job },
    });
    expect(nul.statusCode).toBe(400);
    expect((await app.db.select().from(purchases)).length).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await createIntent(app, null, { metadata: { product: 'job', package_id: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('sandbox checkout page', () => {
  it('is marked TEST PAYMENT, shows the amount and passes the CSP (no script, no inline style)', async () => {
    const id = await packageId(app, 'business-6m');
    const data = await openCheckout(app, buyer.authorization, { product: 'business', package_id: id });
    const path = new URL(data.payment_url).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('TEST PAYMENT');
    expect(page.body).toContain('Pay $22.84');
    expect(page.body).toMatch(/<button type="submit" name="action" value="decline"/);
    expect(page.body).not.toMatch(/<script|<style|style=/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    const css = await app.inject({ method: 'GET', url: '/api/payments/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const fr = await app.inject({ method: 'GET', url: path, headers: { language: 'fr' } });
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('PAIEMENT TEST');
    const ar = await app.inject({ method: 'GET', url: path, headers: { language: 'ar' } });
    expect(ar.body).toContain('dir="rtl"');
    // the payer's language on Harbour travels in the checkout URL and wins over the browser's
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { authorization: buyer.authorization, language: 'ar' },
      payload: { metadata: { product: 'business', package_id: id } },
    });
    const arabicUrl = new URL(arabic.json<{ data: { payment_url: string } }>().data.payment_url);
    expect(arabicUrl.searchParams.get('lang')).toBe('ar');
    const arabicPage = await app.inject({
      method: 'GET',
      url: `${arabicUrl.pathname}${arabicUrl.search}`,
      headers: { 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(arabicPage.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabicPage.body).toContain(`action="${arabicUrl.pathname}?lang=ar"`);
    const bogus = await app.inject({ method: 'GET', url: `${path}?lang=xx-evil` });
    expect(bogus.body).toContain('<html lang="en"');
    const unknown = await app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx_nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('pay: back to the wizard with transaction_id, paid, hook once, receipt with the tax lines', async () => {
    const mailsBefore = (await receipts(app)).length;
    const id = await packageId(app, 'business-6m');
    const data = await openCheckout(app, buyer.authorization, { product: 'business', package_id: id });
    const res = await chooseOnSandbox(app, data.payment_url, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://localhost:8080/vivalinks/business?transaction_id=${data.payment_id}`,
    );
    const row = await purchaseRow(app, data.payment_id);
    expect(row.status).toBe('paid');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(hookCalls).toEqual([row.id]);

    const status = await purchaseStatus(app, buyer.authorization, data.payment_id);
    expect(status.body.data).toMatchObject({ status: 'paid', total_cents: 2284, tax_percent: 15 });

    // a second submit of the page, and more status checks, change nothing
    const again = await postChoice(app, res.path, 'pay', res.secret);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(res.headers.location);
    const closed = await app.inject({ method: 'GET', url: res.path });
    expect(closed.body).toContain('This test checkout is closed.');
    expect(closed.body).not.toContain('name="secret"');
    await purchaseStatus(app, buyer.authorization, data.payment_id);
    expect(hookCalls).toEqual([row.id]);

    const mails = await receipts(app);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    const [user] = await app.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(mail.to).toBe(user!.email);
    expect(mail.text).toContain('Subtotal: $19.86');
    expect(mail.text).toContain('Tax (15%): $2.98');
    expect(mail.text).toContain('Total paid: $22.84');
    expect(mail.text).toContain('Promotion Newcomer business week: −$4.97');
    expect(mail.text).toContain(`H-${String(row.id).padStart(6, '0')}`);
    expect(mail.text).not.toContain(data.payment_id);
    expect(mail.html).toContain('Tax (15%): $2.98');
  });

  it('decline and cancel: back with transaction_id, no payment, no receipt, no hook', async () => {
    const mailsBefore = (await receipts(app)).length;
    const id = await packageId(app, 'job-3m');
    for (const [action, status] of [
      ['decline', 'declined'],
      ['cancel', 'canceled'],
    ] as const) {
      const data = await openCheckout(app, buyer.authorization, { product: 'job', package_id: id });
      const res = await chooseOnSandbox(app, data.payment_url, action);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(
        `http://localhost:8080/vivalinks/jobs?transaction_id=${data.payment_id}&payment=canceled`,
      );
      const got = await purchaseStatus(app, buyer.authorization, data.payment_id);
      expect(got.body.data.status).toBe(status);
    }
    expect(hookCalls).toEqual([]);
    expect(await receipts(app)).toHaveLength(mailsBefore);
  });

  it('a post without the page secret is refused and changes nothing', async () => {
    const id = await packageId(app, 'job-1m');
    const data = await openCheckout(app, buyer.authorization, { product: 'job', package_id: id });
    const res = await app.inject({
      method: 'POST',
      url: new URL(data.payment_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&secret=guessed',
    });
    expect(res.statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: new URL(data.payment_url).pathname,
      payload: { action: 'pay', secret: 'guessed' },
    });
    expect(json.statusCode).toBe(415);
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe(
      'pending',
    );
  });

  it('an expired session cannot be paid', async () => {
    const id = await packageId(app, 'job-1m');
    const data = await openCheckout(app, buyer.authorization, { product: 'job', package_id: id });
    const sessionId = new URL(data.payment_url).pathname.split('/').pop()!;
    const page = await app.inject({ method: 'GET', url: new URL(data.payment_url).pathname });
    await app.db
      .update(sandboxCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    const secret = /name="secret" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await postChoice(app, new URL(data.payment_url).pathname, 'pay', secret);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('payment=canceled');
    expect((await purchaseStatus(app, buyer.authorization, data.payment_id)).body.data.status).toBe(
      'expired',
    );
    expect(hookCalls).toEqual([]);
  });
});

describe('GET /api/payments/:transaction_id', () => {
  it('answers the owner only: another user and an unknown id get the same 404', async () => {
    const id = await packageId(app, 'job-1m');
    const data = await openCheckout(app, buyer.authorization, { product: 'job', package_id: id });
    const mine = await purchaseStatus(app, buyer.authorization, data.payment_id);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({
      transaction_id: data.payment_id,
      status: 'pending',
      product: 'job',
      package_name: '1 Month',
      subtotal_cents: 3900,
      tax_cents: 585,
      total_cents: 4485,
    });
    const other = await userAuth(app);
    const theirs = await purchaseStatus(app, other.authorization, data.payment_id);
    const unknown = await purchaseStatus(app, buyer.authorization, `txn_${'x'.repeat(32)}`);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body).toEqual({ meta: { success: false, message: 'payment_not_found' }, data: null });
    const anonymous = await app.inject({ method: 'GET', url: `/api/payments/${data.payment_id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('onPurchasePaid', () => {
  it('a hook that fails leaves the purchase unpaid; the next status check pays it, hook and receipt once', async () => {
    const mailsBefore = (await receipts(app)).length;
    const id = await packageId(app, 'event-3m');
    const data = await openCheckout(app, buyer.authorization, { product: 'event', package_id: id });
    failNextHook = true;
    const res = await chooseOnSandbox(app, data.payment_url, 'pay');
    expect(res.statusCode).toBe(303);
    expect((await purchaseRow(app, data.payment_id)).status).toBe('pending');
    expect(await receipts(app)).toHaveLength(mailsBefore);

    const status = await purchaseStatus(app, buyer.authorization, data.payment_id);
    expect(status.body.data.status).toBe('paid');
    const row = await purchaseRow(app, data.payment_id);
    expect(hookCalls).toEqual([row.id, row.id]); // the failed run, then the one that counted
    await purchaseStatus(app, buyer.authorization, data.payment_id);
    expect(hookCalls).toHaveLength(2);
    expect(await receipts(app)).toHaveLength(mailsBefore + 1);
  });
});
