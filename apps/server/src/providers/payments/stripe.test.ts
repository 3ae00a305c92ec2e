import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_TTL_MS,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from './payment-provider.js';
import { addMonthsUnix, createStripeProvider } from './stripe.js';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from './stripe-stand-in.js';

const SECRET = 'whsec_test_adapter';
let standIn: StripeStandIn;
let stripe: PaymentProvider;

const checkout = (over: Partial<Parameters<PaymentProvider['createCheckout']>[0]> = {}) =>
  stripe.createCheckout({
    purchaseId: 41,
    amountCents: 2284,
    currency: 'cad',
    description: 'VivaLinks business listing: 6 Months',
    successUrl: 'https://harbour.test/vivalinks/business?transaction_id=txn_abc',
    cancelUrl: 'https://harbour.test/vivalinks/business?transaction_id=txn_abc&payment=canceled',
    customerEmail: 'amina@example.org',
    metadata: { user_id: '7', product: 'business', package_id: '3', quantity: '1' },
    language: 'en',
    ...over,
  });

const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = await createStripeProvider({
    secretKey: standIn.secretKey,
    webhookSecret: SECRET,
    apiBase: standIn.url,
  });
});
afterAll(async () => {
  await standIn.close();
});

describe('Stripe adapter against the stand-in', () => {
  it('creates a one-off Checkout Session in cents and CAD, with the return URLs and metadata', async () => {
    const session = await checkout();
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(standIn.sessions.get(session.sessionId)!.url);
    const request = standIn.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.idempotencyKey).toBe('harbour-purchase-41');
    expect(request.form).toMatchObject({
      mode: 'payment',
      customer_email: 'amina@example.org',
      client_reference_id: '41',
      success_url: 'https://harbour.test/vivalinks/business?transaction_id=txn_abc',
      line_items: {
        0: {
          quantity: '1',
          price_data: {
            currency: 'cad',
            unit_amount: '2284',
            product_data: { name: 'VivaLinks business listing: 6 Months' },
          },
        },
      },
      metadata: { purchase_id: '41', user_id: '7', package_id: '3' },
      payment_intent_data: { metadata: { purchase_id: '41' } },
    });
    expect(request.form.line_items).not.toHaveProperty('0.price_data.recurring');
  });

  it('a monthly plan is a subscription with a monthly recurring price', async () => {
    await checkout({ purchaseId: 42, interval: 'month' });
    const { form } = standIn.requests.at(-1)!;
    expect(form.mode).toBe('subscription');
    expect(form).toMatchObject({
      line_items: { 0: { price_data: { recurring: { interval: 'month' } } } },
      subscription_data: { metadata: { purchase_id: '42' } },
    });
    expect(form).not.toHaveProperty('payment_intent_data');
  });

  it("opens Stripe's page in the payer's language when Stripe speaks it, else lets Stripe choose", async () => {
    await checkout({ purchaseId: 45, language: 'fr' });
    expect(standIn.requests.at(-1)!.form.locale).toBe('fr-CA');
    await checkout({ purchaseId: 46, language: 'ar' });
    expect(standIn.requests.at(-1)!.form.locale).toBe('auto');
  });

  it("ends a paid monthly subscription after the plan's months, once", async () => {
    const { sessionId } = await checkout({ purchaseId: 47, interval: 'month' });
    standIn.pay(sessionId);
    const sub = standIn.subscriptions.get(standIn.sessions.get(sessionId)!.subscription as string)!;
    await stripe.endSubscriptionAfter(sessionId, 6);
    expect(sub.cancel_at).toBe(addMonthsUnix(sub.billing_cycle_anchor as number, 6));
    const updates = () => standIn.requests.filter((r) => r.path.startsWith('/v1/subscriptions/'));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]!.form).toMatchObject({ proration_behavior: 'none' });
    // a second call (a redelivered event, a status check) finds the end already set
    await stripe.endSubscriptionAfter(sessionId, 6);
    expect(updates()).toHaveLength(1);
    const oneOff = await checkout({ purchaseId: 48 });
    standIn.pay(oneOff.sessionId);
    await expect(stripe.endSubscriptionAfter(oneOff.sessionId, 6)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('counts months on the calendar, clamped to the end of a shorter month', () => {
    const jan31 = Date.UTC(2027, 0, 31, 10, 30) / 1000;
    expect(new Date(addMonthsUnix(jan31, 1) * 1000).toISOString()).toBe('2027-02-28T10:30:00.000Z');
    expect(new Date(addMonthsUnix(jan31, 12) * 1000).toISOString()).toBe('2028-01-31T10:30:00.000Z');
  });

  it('retrieve: open, declined card, paid, expired', async () => {
    const { sessionId } = await checkout({ purchaseId: 43 });
    expect((await stripe.retrieve(sessionId)).status).toBe('open');
    standIn.decline(sessionId);
    expect((await stripe.retrieve(sessionId)).status).toBe('declined');
    expect(standIn.requests.at(-1)!.form).toMatchObject({ expand: { 0: 'payment_intent' } });
    standIn.pay(sessionId);
    expect(await stripe.retrieve(sessionId)).toEqual({
      status: 'paid',
      amountCents: 2284,
      currency: 'cad',
      metadata: { purchase_id: '43', user_id: '7', product: 'business', package_id: '3', quantity: '1' },
    });
    const other = await checkout({ purchaseId: 44 });
    standIn.expire(other.sessionId);
    expect((await stripe.retrieve(other.sessionId)).status).toBe('expired');
  });

  it("turns Stripe's errors into PaymentProviderError with Stripe's code", async () => {
    const unknown = await stripe.retrieve('cs_test_unknown').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect((unknown as PaymentProviderError).code).toBe('resource_missing');
    const wrongKey = await createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: null,
      apiBase: standIn.url,
    });
    const refused = await wrongKey
      .createCheckout({
        purchaseId: 1,
        amountCents: 100,
        currency: 'cad',
        description: 'x',
        successUrl: 'https://harbour.test/a',
        cancelUrl: 'https://harbour.test/b',
        customerEmail: 'a@example.org',
        metadata: {},
        language: 'en',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(String((refused as Error).message)).not.toContain('sk_test_wrong');
  });
});

describe('Stripe webhooks', () => {
  const completed = () => {
    const session = {
      ...standIn.sessions.values().next().value!,
      status: 'complete',
      payment_status: 'paid',
    };
    return JSON.stringify(stripeEvent('checkout.session.completed', session));
  };

  it('a payload signed with the secret is verified and normalised', () => {
    const payload = completed();
    const event = stripe.parseWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({
      kind: 'paid',
      type: 'checkout.session.completed',
      amountCents: 2284,
      currency: 'cad',
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.metadata.purchase_id).toBe('41');
  });

  it('refuses a wrong secret, a stale signature (over 300 s), a changed body and a missing header', async () => {
    const payload = completed();
    expect(() => stripe.parseWebhook(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() => stripe.parseWebhook(Buffer.from(payload), sign(payload, SECRET, old))).toThrow(
      WebhookSignatureError,
    );
    const recent = Math.floor(Date.now() / 1000) - 290;
    expect(stripe.parseWebhook(Buffer.from(payload), sign(payload, SECRET, recent)).kind).toBe('paid');
    expect(() => stripe.parseWebhook(Buffer.from(payload.replace('2284', '1')), sign(payload))).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    const noSecret = await createStripeProvider({
      secretKey: standIn.secretKey,
      webhookSecret: null,
      apiBase: standIn.url,
    });
    expect(noSecret.acceptsWebhooks).toBe(false);
    expect(() => noSecret.parseWebhook(Buffer.from(payload), sign(payload))).toThrow(WebhookSignatureError);
  });

  it('maps expired, async failures and declined intents; other types are ignored', () => {
    const session = standIn.sessions.values().next().value!;
    const kinds = (
      [
        ['checkout.session.expired', session],
        ['checkout.session.async_payment_failed', session],
        ['checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }],
        [
          'payment_intent.payment_failed',
          {
            id: 'pi_1',
            object: 'payment_intent',
            amount: 2284,
            currency: 'cad',
            metadata: { purchase_id: '41' },
          },
        ],
        ['customer.created', { id: 'cus_1', object: 'customer' }],
      ] as const
    ).map(([type, object]) => {
      const payload = JSON.stringify(stripeEvent(type, object));
      return stripe.parseWebhook(Buffer.from(payload), sign(payload));
    });
    expect(kinds.map((e) => e.kind)).toEqual(['expired', 'declined', 'ignored', 'declined', 'ignored']);
    expect(kinds[3]).toMatchObject({ sessionId: null, metadata: { purchase_id: '41' } });
  });
});

describe('a Stripe checkout closed without paying', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks Stripe for a 30-minute expiry (a minute over its minimum) and then reads it as expired', async () => {
    const before = Date.now();
    const session = await checkout({ purchaseId: 97 });
    const form = standIn.requests.at(-1)!.form;
    const asked = Number(form.expires_at) * 1000;
    expect(asked - before).toBeGreaterThanOrEqual(CHECKOUT_TTL_MS);
    expect(asked - before).toBeLessThanOrEqual(CHECKOUT_TTL_MS + 62_000);
    expect(session.expiresAt.getTime()).toBe(asked);
    expect((await stripe.retrieve(session.sessionId)).status).toBe('open');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(session.expiresAt.getTime() + 1000);
    expect((await stripe.retrieve(session.sessionId)).status).toBe('expired');
  });
});
