import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import { paymentProviderKind } from '../../providers/payments/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { businessForm, created, registerBusiness } from '../listing-business/test-helpers.js';
import { createIntent, packageId } from './test-helpers.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://harbour.example',
  CAPTCHA_ENABLED: 'false',
};

const kindOf = (env: Record<string, string>) =>
  paymentProviderKind(loadConfig({ DATA_DIR: '/tmp/x', ...env }));

interface LogLine {
  level: number;
  msg: string;
  paymentProvider?: string;
  database?: string;
}

/** An app whose start-up log lines are kept (pino's JSON lines, as security.test.ts reads them). */
async function appWithLog(env: Record<string, string>) {
  let text = '';
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      text += chunk.toString();
      cb();
    },
  });
  const app = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logStream });
  const lines = () =>
    text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as LogLine);
  return { app, lines };
}

const paymentLine = (lines: LogLine[]) => lines.find((l) => l.msg.startsWith('payment provider:'));
const WARN = 40;
const INFO = 30;

describe('which card payment provider a deployment uses', () => {
  it('never the sandbox in production unless PAYMENTS_SANDBOX=true; the sandbox by default elsewhere', () => {
    expect(kindOf(PRODUCTION)).toBe('none');
    expect(kindOf({ ...PRODUCTION, PAYMENTS_SANDBOX: 'false' })).toBe('none');
    expect(kindOf({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' })).toBe('sandbox');
    expect(kindOf({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
    expect(kindOf({ NODE_ENV: 'development' })).toBe('sandbox');
    expect(kindOf({ NODE_ENV: 'test' })).toBe('sandbox');
    expect(kindOf({ NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' })).toBe('none');
    expect(kindOf({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
  });
});

describe('production without STRIPE_SECRET_KEY or PAYMENTS_SANDBOX', () => {
  let app: FastifyInstance;
  let lines: () => LogLine[];
  let buyer: { userId: number; authorization: string };

  beforeAll(async () => {
    ({ app, lines } = await appWithLog(PRODUCTION));
    buyer = await userAuth(app);
  });
  afterAll(() => app.close());

  it('warns at start that card payment is unavailable, and (on PGlite) that the embedded database is not durable', () => {
    expect(paymentLine(lines())).toMatchObject({ level: WARN, paymentProvider: 'none' });
    expect(paymentLine(lines())?.msg).toMatch(/card payment is unavailable/);
    const db = lines().find((l) => l.database === 'pglite');
    if (process.env.TEST_DATABASE_URL) {
      // the PostgreSQL pass runs this app on PostgreSQL: nothing to warn about
      expect(db).toBeUndefined();
      return;
    }
    expect(db?.level).toBe(WARN);
    expect(db?.msg).toMatch(/fsync=off.*power cut.*DATABASE_URL/);
  });

  it('refuses to open a checkout with 503 payment.card_unavailable and keeps no purchase', async () => {
    const before = await app.db.select().from(purchases);
    const res = await createIntent(app, buyer.authorization, {
      metadata: { product: 'business', package_id: await packageId(app, 'business-1m') },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ meta: { success: false, message: 'payment.card_unavailable' } });
    expect(await app.db.select().from(purchases)).toHaveLength(before.length);
  });

  it('serves no sandbox checkout page, and tells the browser card payment is off', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/payments/sandbox/sbx_anything' });
    expect(page.statusCode).toBe(404);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/sbx_anything',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&secret=x',
    });
    expect(pay.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/web/client-config' });
    expect(config.json()).toMatchObject({ data: { cardPayments: false } });
  });

  it('still takes an e-transfer for a paid plan', async () => {
    const form = await businessForm(app, {
      payment_method: 'etransfer',
      package_id: await packageId(app, 'business-1m'),
    });
    const res = await registerBusiness(app, buyer.authorization, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(created(res).data).toMatchObject({ status: 0, payment_state: 'awaiting_alternate_payment' });
  });
});

describe('production with PAYMENTS_SANDBOX=true (a staging site)', () => {
  let app: FastifyInstance;
  let lines: () => LogLine[];

  beforeAll(async () => {
    ({ app, lines } = await appWithLog({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' }));
  });
  afterAll(() => app.close());

  it('opens sandbox checkouts and warns at start that no money moves', async () => {
    expect(paymentLine(lines())).toMatchObject({ level: WARN, paymentProvider: 'sandbox' });
    expect(paymentLine(lines())?.msg).toMatch(/no money moves.*PAYMENTS_SANDBOX=true/);
    const buyer = await userAuth(app);
    const res = await createIntent(app, buyer.authorization, {
      metadata: { product: 'business', package_id: await packageId(app, 'business-1m') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { payment_url: string } }>().data.payment_url).toMatch(
      /^https:\/\/harbour\.example\/api\/payments\/sandbox\/sbx_/,
    );
  });
});

describe('development defaults', () => {
  let app: FastifyInstance;
  let lines: () => LogLine[];

  beforeAll(async () => {
    ({ app, lines } = await appWithLog({ NODE_ENV: 'development' }));
  });
  afterAll(() => app.close());

  it('uses the sandbox, says so at info level, and gives no embedded-database warning', async () => {
    expect(paymentLine(lines())).toMatchObject({ level: INFO, paymentProvider: 'sandbox' });
    expect(lines().some((l) => l.database === 'pglite' && l.level === WARN)).toBe(false);
    const config = await app.inject({ method: 'GET', url: '/api/web/client-config' });
    expect(config.json()).toMatchObject({ data: { cardPayments: true } });
  });
});
