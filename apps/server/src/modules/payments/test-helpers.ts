import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreatePaymentIntentData, Purchase } from '@harbour/shared';
import { mailOutbox, packages, purchases } from '../../db/schema/index.js';
import type { PurchaseRow } from './payments.repository.js';

export async function packageId(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db.select({ id: packages.id }).from(packages).where(eq(packages.code, code));
  return row!.id;
}

/** POST /api/create-payment-intent as the spec's client sends it. */
export function createIntent(app: FastifyInstance, authorization: string | null, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: authorization ? { authorization } : {},
    payload: body,
  });
}

/** A created intent (asserting it succeeded). */
export async function openCheckout(
  app: FastifyInstance,
  authorization: string,
  metadata: Record<string, unknown>,
): Promise<CreatePaymentIntentData> {
  const res = await createIntent(app, authorization, {
    product_name: 'Business listing',
    currency: 'cad',
    locale: 'en',
    price: 1,
    description: 'whatever the client says',
    metadata,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CreatePaymentIntentData }>().data;
}

export async function purchaseStatus(app: FastifyInstance, authorization: string, transactionId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/payments/${transactionId}`,
    headers: { authorization },
  });
  return { statusCode: res.statusCode, body: res.json<{ meta: { message: string }; data: Purchase }>() };
}

export async function purchaseRow(app: FastifyInstance, transactionId: string): Promise<PurchaseRow> {
  const [row] = await app.db.select().from(purchases).where(eq(purchases.transactionId, transactionId));
  return row!;
}

export function receipts(app: FastifyInstance) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment_receipt'));
}

/** Posts a choice to a sandbox page as its form does. */
export function postChoice(app: FastifyInstance, path: string, action: string, secret: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, secret }).toString(),
  });
}

/** Opens the sandbox page of `paymentUrl` and posts the payer's choice with the page's own secret. */
export async function chooseOnSandbox(
  app: FastifyInstance,
  paymentUrl: string,
  action: 'pay' | 'decline' | 'cancel',
) {
  const url = new URL(paymentUrl);
  const path = url.pathname;
  const page = await app.inject({ method: 'GET', url: `${path}${url.search}` });
  const secret = /name="secret" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const formAction = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(secret, page.body).not.toBe('');
  // the form posts back to the page, in the page's language
  expect(new URL(formAction, url).pathname).toBe(path);
  const res = await postChoice(app, formAction, action, secret);
  return Object.assign(res, { secret, path });
}
