import type Stripe from 'stripe';
import {
  CHECKOUT_TTL_MS,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type SessionState,
} from './payment-provider.js';

/** Seconds a signed webhook stays acceptable (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  /** null: the webhook endpoint refuses every event */
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:12111 for a local stand-in; null: api.stripe.com */
  apiBase: string | null;
  timeoutMs?: number;
}

function connection(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Our interface languages Stripe Checkout speaks (its `locale`); the others let Stripe choose. */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  fr: 'fr-CA',
  es: 'es-419',
  tl: 'fil',
  zh: 'zh',
  vi: 'vi',
  ru: 'ru',
  pt: 'pt-BR',
};

/** Unix seconds `months` calendar months after `seconds`, the day kept or clamped to the month's end. */
export function addMonthsUnix(seconds: number, months: number): number {
  const start = new Date(seconds * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

const metadataOf = (m: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(m ?? {}) });

/** What a retrieved session says, with the expanded PaymentIntent telling a declined card from an open page. */
function sessionStatus(session: Stripe.Checkout.Session): SessionState['status'] {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  const intent = session.payment_intent;
  if (intent && typeof intent === 'object' && intent.last_payment_error?.type === 'card_error') {
    return 'declined';
  }
  return 'open';
}

function sessionEvent(event: Stripe.Event, kind: PaymentEvent['kind']): PaymentEvent {
  const session = event.data.object as Stripe.Checkout.Session;
  return {
    id: event.id,
    kind,
    type: event.type,
    sessionId: session.id,
    amountCents: session.amount_total,
    currency: session.currency,
    metadata: metadataOf(session.metadata),
  };
}

/** Reduces a verified Stripe event to what a purchase needs; every other type is `ignored`. */
export function normaliseStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // completed with payment_status unpaid: a delayed method (bank debit) that may still fail
      return sessionEvent(event, event.data.object.payment_status === 'paid' ? 'paid' : 'ignored');
    case 'checkout.session.async_payment_failed':
      return sessionEvent(event, 'declined');
    case 'checkout.session.expired':
      return sessionEvent(event, 'expired');
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        id: event.id,
        kind: 'declined',
        type: event.type,
        sessionId: null,
        amountCents: intent.amount,
        currency: intent.currency,
        metadata: metadataOf(intent.metadata),
      };
    }
    default:
      return {
        id: event.id,
        kind: 'ignored',
        type: event.type,
        sessionId: null,
        amountCents: null,
        currency: null,
        metadata: {},
      };
  }
}

/** Stripe's message and code only: the SDK error also carries the request, headers included. */
function providerError(sdk: typeof Stripe, err: unknown): PaymentProviderError {
  if (err instanceof sdk.errors.StripeError) {
    return new PaymentProviderError(`Stripe: ${err.type}: ${err.message}`, err.code ?? null);
  }
  return new PaymentProviderError(err instanceof Error ? err.message : String(err));
}

/**
 * Stripe Checkout through the official SDK: one line item, tax included, CAD, monthly when asked. The
 * SDK loads only here, when Stripe is configured (≈ 110 ms of every start otherwise).
 */
export async function createStripeProvider(opts: StripeOptions): Promise<PaymentProvider> {
  const { default: Sdk } = await import('stripe');
  const stripe = new Sdk(opts.secretKey, {
    ...connection(opts.apiBase),
    timeout: opts.timeoutMs ?? 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
  });
  const { webhookSecret } = opts;

  return {
    name: 'stripe',
    acceptsWebhooks: webhookSecret !== null,

    async createCheckout(req) {
      const metadata = { ...req.metadata, purchase_id: String(req.purchaseId) };
      const subscription = req.interval !== undefined;
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: subscription ? 'subscription' : 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: req.currency,
                  unit_amount: req.amountCents,
                  product_data: { name: req.description },
                  ...(req.interval ? { recurring: { interval: req.interval } } : {}),
                },
              },
            ],
            customer_email: req.customerEmail,
            locale: CHECKOUT_LOCALES[req.language] ?? 'auto',
            client_reference_id: String(req.purchaseId),
            success_url: req.successUrl,
            cancel_url: req.cancelUrl,
            // Stripe's own default is 24 h; a minute over its 30-minute minimum absorbs clock skew
            expires_at: Math.floor((Date.now() + CHECKOUT_TTL_MS) / 1000) + 60,
            metadata,
            ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          },
          // a retried create (network failure) gives the same session, never a second one
          { idempotencyKey: `harbour-purchase-${req.purchaseId}` },
        );
        if (!session.url) throw new PaymentProviderError('Stripe answered a session without a URL');
        return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (err) {
        throw err instanceof PaymentProviderError ? err : providerError(Sdk, err);
      }
    },

    async retrieve(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
        return {
          status: sessionStatus(session),
          amountCents: session.amount_total ?? 0,
          currency: session.currency ?? '',
          metadata: metadataOf(session.metadata),
        };
      } catch (err) {
        throw providerError(Sdk, err);
      }
    },

    async endSubscriptionAfter(sessionId, months) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
        const sub = session.subscription;
        if (!sub || typeof sub !== 'object') {
          throw new PaymentProviderError(`Stripe session ${sessionId} has no subscription`);
        }
        if (sub.cancel_at !== null) return;
        // charged at the anchor and then monthly: ending `months` after it makes exactly `months` charges
        await stripe.subscriptions.update(sub.id, {
          cancel_at: addMonthsUnix(sub.billing_cycle_anchor, months),
          proration_behavior: 'none',
        });
      } catch (err) {
        throw err instanceof PaymentProviderError ? err : providerError(Sdk, err);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signatureHeader) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        // the SDK's message names the reason (no signature matched, timestamp outside tolerance)
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'invalid signature');
      }
      return normaliseStripeEvent(event);
    },
  };
}
