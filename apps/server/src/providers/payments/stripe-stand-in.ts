/*
 * Test support: a local stand-in for the Stripe API (node:http on 127.0.0.1:0) answering
 * checkout.sessions create and retrieve in Stripe's JSON shapes, with controls for what the payer
 * does on Stripe's page (pay, a declined card, let it expire) and Stripe-shaped events for webhooks.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form };

const id = (prefix: string, bytes = 24) =>
  `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `line_items[0][price_data][currency]=cad` → `{ line_items: { 0: { price_data: { currency: 'cad' } } } }` */
export function parseStripeForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]\[|\[|\]/).filter((p) => p !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return out;
}

function stripeError(status: number, type: string, message: string, extra: Json = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export interface StripeStandIn {
  /** STRIPE_API_BASE for the adapter */
  url: string;
  secretKey: string;
  /** sessions by id, in Stripe's shape */
  sessions: Map<string, Json>;
  /** subscriptions by id (made when a subscription-mode session is paid) */
  subscriptions: Map<string, Json>;
  /** every request: method, path and the decoded form body */
  requests: { method: string; path: string; form: Form; idempotencyKey: string | null }[];
  /** the payer paid on Stripe's page */
  pay(sessionId: string): Json;
  /** the payer's card was declined: the session stays open, its PaymentIntent carries the error */
  decline(sessionId: string): Json;
  /** the session ran out of time */
  expire(sessionId: string): Json;
  close(): Promise<void>;
}

function newSession(form: Form): Json {
  const item = ((form.line_items as Form | undefined)?.['0'] ?? {}) as Form;
  const price = (item.price_data ?? {}) as Form;
  const quantity = Number(item.quantity ?? '1');
  const amount = Number(price.unit_amount) * quantity;
  const sessionId = id('cs_test_a1', 42);
  const created = now();
  return {
    id: sessionId,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: form.cancel_url ?? null,
    client_reference_id: form.client_reference_id ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created,
    currency: price.currency,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_creation: form.mode === 'payment' ? 'if_required' : null,
    customer_details: null,
    customer_email: form.customer_email ?? null,
    // Stripe's default is 24 h; a given expires_at is checked against its 30 min to 24 h range by the caller
    expires_at: form.expires_at ? Number(form.expires_at) : created + 86_400,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: form.metadata ?? {},
    mode: form.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: form.success_url,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `https://checkout.stripe.com/c/pay/${sessionId}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
  };
}

function paymentIntent(session: Json, outcome: 'succeeded' | 'declined', metadata: Form): Json {
  return {
    id: id('pi_3', 16),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: outcome === 'succeeded' ? session.amount_total : 0,
    capture_method: 'automatic_async',
    created: now(),
    currency: session.currency,
    customer: null,
    description: null,
    last_payment_error:
      outcome === 'declined'
        ? {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            doc_url: 'https://stripe.com/docs/error-codes/card-declined',
            message: 'Your card was declined.',
          }
        : null,
    livemode: false,
    metadata,
    payment_method_types: ['card'],
    status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
  };
}

/** A Stripe event around an object, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: Json, created = now()): Json {
  return {
    id: id('evt_1', 18),
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Starts the stand-in; the adapter must be given `url` and `secretKey`. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, string>();
  /** payment_intent_data.metadata of each session, given to its PaymentIntent */
  const intentMetadata = new Map<string, Form>();
  const requests: StripeStandIn['requests'] = [];

  function answer(req: IncomingMessage, body: string): { status: number; body: Json } {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_********');
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (earlier) return { status: 200, body: sessions.get(earlier)! };
      if (!form.mode)
        return stripeError(400, 'invalid_request_error', 'Missing required param: mode.', {
          code: 'parameter_missing',
          param: 'mode',
        });
      const expiresIn = form.expires_at ? Number(form.expires_at) - now() : 86_400;
      if (!(expiresIn >= 1800 && expiresIn <= 86_400)) {
        return stripeError(
          400,
          'invalid_request_error',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          { param: 'expires_at' },
        );
      }
      const session = newSession(form);
      sessions.set(session.id as string, session);
      const intentData = form.payment_intent_data as Form | undefined;
      intentMetadata.set(session.id as string, (intentData?.metadata as Form | undefined) ?? {});
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session.id as string);
      return { status: 200, body: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return stripeError(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      }
      // Stripe expires an open session once its expires_at has passed
      if (session.status === 'open' && now() >= (session.expires_at as number)) {
        Object.assign(session, { status: 'expired', url: null });
      }
      const expand = Object.values((form.expand as Form | undefined) ?? {});
      const intentId = session.payment_intent as string | null;
      const subscriptionId = session.subscription as string | null;
      return {
        status: 200,
        body: {
          ...session,
          ...(expand.includes('payment_intent') && intentId ? { payment_intent: intents.get(intentId) } : {}),
          ...(expand.includes('subscription') && subscriptionId
            ? { subscription: subscriptions.get(subscriptionId) }
            : {}),
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && subscription) {
      const sub = subscriptions.get(decodeURIComponent(subscription[1]!));
      if (!sub) {
        return stripeError(404, 'invalid_request_error', `No such subscription: '${subscription[1]}'`, {
          code: 'resource_missing',
          param: 'id',
        });
      }
      if (typeof form.cancel_at === 'string') sub.cancel_at = Number(form.cancel_at);
      return { status: 200, body: sub };
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    );
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { status, body } = answer(req, Buffer.concat(chunks).toString('utf8'));
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', id('req_', 10));
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const mustGet = (sessionId: string) => {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`stand-in: no session ${sessionId}`);
    return s;
  };
  const attachIntent = (session: Json, outcome: 'succeeded' | 'declined') => {
    if (session.mode !== 'payment') return;
    const intent = paymentIntent(session, outcome, intentMetadata.get(session.id as string) ?? {});
    intents.set(intent.id as string, intent);
    session.payment_intent = intent.id;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    subscriptions,
    requests,
    pay(sessionId) {
      const s = mustGet(sessionId);
      attachIntent(s, 'succeeded');
      if (s.mode === 'subscription') {
        const started = now();
        const sub: Json = {
          id: id('sub_1', 16),
          object: 'subscription',
          status: 'active',
          start_date: started,
          billing_cycle_anchor: started,
          cancel_at: null,
          cancel_at_period_end: false,
          metadata: s.metadata ?? {},
        };
        subscriptions.set(sub.id as string, sub);
        s.subscription = sub.id;
      }
      Object.assign(s, { status: 'complete', payment_status: 'paid', url: null });
      s.customer_details = { email: s.customer_email, name: 'Test Payer', tax_exempt: 'none', tax_ids: [] };
      return s;
    },
    decline(sessionId) {
      const s = mustGet(sessionId);
      attachIntent(s, 'declined');
      return s;
    },
    expire(sessionId) {
      const s = mustGet(sessionId);
      Object.assign(s, { status: 'expired', url: null });
      return s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
