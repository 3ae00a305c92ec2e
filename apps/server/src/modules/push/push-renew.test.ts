import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { fakeBrowser } from './push-service-stand-in.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const subscription = (endpoint: string) => {
  const browser = fakeBrowser();
  return { endpoint, expirationTime: null, keys: browser.keys };
};

describe('POST /api/push/subscriptions/renew (pushsubscriptionchange)', () => {
  it('replaces the old subscription by the new one for the same member, proved by the old auth secret', async () => {
    const member = await userAuth(app);
    const old = subscription('https://push.example/renew-old');
    const created = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { authorization: member.authorization },
      payload: old,
    });
    expect(created.statusCode).toBe(201);
    const fresh = subscription('https://push.example/renew-new');

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/renew',
      payload: { old_endpoint: old.endpoint, old_auth: fresh.keys.auth, subscription: fresh },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ meta: { success: false, message: 'unauthorized' } });

    const renewed = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/renew',
      payload: { old_endpoint: old.endpoint, old_auth: old.keys.auth, subscription: fresh },
    });
    expect(renewed.statusCode).toBe(201);
    const rows = await app.db
      .select({ endpoint: pushSubscriptions.endpoint, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.userId));
    expect(rows).toEqual([{ endpoint: fresh.endpoint, auth: fresh.keys.auth }]);

    // the old one is gone: it proves nothing any more
    const again = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/renew',
      payload: {
        old_endpoint: old.endpoint,
        old_auth: old.keys.auth,
        subscription: subscription('https://push.example/x'),
      },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a body that is not a subscription', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/renew',
      payload: { old_endpoint: 'not a url', old_auth: 'x', subscription: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});
