import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { WebhookSignatureError } from './payment-provider.js';
import { completeSandboxSession, createSandboxProvider } from './sandbox.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const request = {
  purchaseId: 9,
  amountCents: 4485,
  currency: 'cad' as const,
  description: 'Job posting: 1 Month',
  successUrl: 'http://localhost:8080/vivalinks/jobs?transaction_id=txn_a',
  cancelUrl: 'http://localhost:8080/vivalinks/jobs?transaction_id=txn_a&payment=canceled',
  customerEmail: 'omar@example.net',
  metadata: { user_id: '3' },
  language: 'ar',
};

describe('sandbox provider', () => {
  it('keeps sessions in the database: a second process sees what the first created and the payer chose', async () => {
    const one = createSandboxProvider({ db: app.db, publicUrl: 'http://localhost:8080' });
    const two = createSandboxProvider({ db: app.db, publicUrl: 'http://localhost:8080' });
    const { sessionId, url } = await one.createCheckout(request);
    // the page speaks the payer's interface language, whatever the browser's Accept-Language
    expect(url).toBe(`http://localhost:8080/api/payments/sandbox/${sessionId}?lang=ar`);
    expect(await two.retrieve(sessionId)).toEqual({
      status: 'open',
      amountCents: 4485,
      currency: 'cad',
      metadata: { user_id: '3', purchase_id: '9' },
    });
    expect(await completeSandboxSession(app.db, sessionId, 'not-the-secret', 'pay')).toBeNull();
    expect((await two.retrieve(sessionId)).status).toBe('open');
  });

  it('the first choice stands: a decline after paying changes nothing', async () => {
    const provider = createSandboxProvider({ db: app.db, publicUrl: 'http://localhost:8080' });
    const { sessionId } = await provider.createCheckout(request);
    const [row] = await app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect((await completeSandboxSession(app.db, sessionId, row!.formSecret, 'pay'))?.status).toBe('paid');
    expect((await completeSandboxSession(app.db, sessionId, row!.formSecret, 'decline'))?.status).toBe(
      'paid',
    );
    expect((await provider.retrieve(sessionId)).status).toBe('paid');
    expect(provider.acceptsWebhooks).toBe(false);
    expect(() => provider.parseWebhook(Buffer.from('{}'), 't=1,v1=x')).toThrow(WebhookSignatureError);
  });
});
