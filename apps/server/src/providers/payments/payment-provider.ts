import type { PaymentProviderName } from '../../db/schema/index.js';

export interface CheckoutRequest {
  purchaseId: number;
  /** what the payer is charged, tax included */
  amountCents: number;
  currency: 'cad';
  /** the line the payer sees on the checkout page */
  description: string;
  /** 'month' makes it a monthly subscription; otherwise a one-off payment */
  interval?: 'month';
  /** the number of monthly charges a subscription makes before it ends by itself */
  subscriptionMonths?: number;
  /** the payer's interface language: the checkout page speaks it when the provider can */
  language: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  /** kept with the session and echoed by retrieve() and webhook events */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  sessionId: string;
  /** where the payer's browser goes */
  url: string;
  /** when the checkout page stops taking the payment: the purchase is `expired` from then on */
  expiresAt: Date;
}

/**
 * How long a checkout page can be paid: Stripe's shortest expiry, and the sandbox's. A checkout
 * closed without a choice then expires, and the listing can be paid again.
 */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/**
 * What the provider says about a session. `canceled` only comes from the sandbox (Stripe keeps a
 * session open until it expires when the payer leaves).
 */
export type SessionStatus = 'paid' | 'open' | 'expired' | 'declined' | 'canceled';

export interface SessionState {
  status: SessionStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A verified provider event, reduced to what a purchase needs. */
export interface PaymentEvent {
  /** the provider's event id: an event is applied once */
  id: string;
  /** paid / declined / expired; `ignored` for every event type Harbour does not act on */
  kind: 'paid' | 'declined' | 'expired' | 'ignored';
  /** the provider's type, e.g. checkout.session.completed (kept with the event row) */
  type: string;
  sessionId: string | null;
  amountCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

/** The signature of a webhook is missing, wrong, or too old: answer 400, apply nothing. */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The card provider in use; `none`: card payment is unavailable (production without Stripe or sandbox). */
export type CardProviderName = Extract<PaymentProviderName, 'stripe' | 'sandbox'> | 'none';

/** Card payment is unavailable on this deployment (no Stripe key, sandbox not allowed). */
export class CardPaymentUnavailableError extends Error {
  constructor() {
    super('card payment is unavailable: no STRIPE_SECRET_KEY and PAYMENTS_SANDBOX is off');
    this.name = 'CardPaymentUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: CardProviderName;
  /** true when parseWebhook can verify events (Stripe with STRIPE_WEBHOOK_SECRET) */
  readonly acceptsWebhooks: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieve(sessionId: string): Promise<SessionState>;
  /**
   * Makes the subscription a paid session opened stop by itself after `months` monthly charges.
   * Idempotent; a provider without renewals has nothing to do. Throws PaymentProviderError.
   */
  endSubscriptionAfter(sessionId: string, months: number): Promise<void>;
  /** Verifies the signature over the raw body and normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
