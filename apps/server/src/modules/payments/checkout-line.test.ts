import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentData } from '@harbour/shared';
import { packages, users } from '../../db/schema/index.js';
import { t } from '../../lib/i18n.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { packageName } from '../packages/packages.service.js';
import { chooseOnSandbox, packageId, purchaseStatus, receipts } from './test-helpers.js';

let app: FastifyInstance;
let buyer: { userId: number; authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  buyer = await userAuth(app);
  await app.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, buyer.userId));
});
afterAll(() => app.close());

/** Opens a checkout as the wizard does in Arabic (the language header). */
async function openInArabic(code: string): Promise<CreatePaymentIntentData> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { authorization: buyer.authorization, language: 'ar' },
    payload: { metadata: { product: 'business', package_id: await packageId(app, code) } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CreatePaymentIntentData }>().data;
}

describe('the checkout and receipt product line', () => {
  it('is in the payer’s language on the sandbox page, and the receipt names the plan in it', async () => {
    const id = await packageId(app, 'business-1m');
    const [pkg] = await app.db.select().from(packages).where(eq(packages.id, id));
    const plan = await packageName(app.db, id, pkg!.name, 'ar');
    const product = t('ar', 'payment_receipt.products.business');
    const rate = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.15);
    const line = `${product}: ${plan} (${t('ar', 'payment_sandbox.tax_included', { rate })})`;

    const data = await openInArabic('business-1m');
    const page = await app.inject({ method: 'GET', url: new URL(data.payment_url).pathname + '?lang=ar' });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(`<p dir="auto">${line}</p>`);
    expect(page.body).not.toContain('VivaLinks business listing');
    expect(page.body).not.toContain('incl.');

    const before = (await receipts(app)).length;
    await chooseOnSandbox(app, data.payment_url, 'pay');
    await purchaseStatus(app, buyer.authorization, data.payment_id);
    const mails = await receipts(app);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain(`${product}: ${plan}`);
  });
});
