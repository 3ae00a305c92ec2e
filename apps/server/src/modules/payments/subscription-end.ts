import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/periodic.js';
import { paymentDeps, type PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';

/** How often each process retries the subscriptions whose end the provider has not confirmed. */
export const SUBSCRIPTION_END_INTERVAL_MS = 15 * 60_000;
const SWEEP_BATCH = 50;

/**
 * A monthly plan bought for N months is a subscription that must stop after N charges: the provider
 * is told once the purchase is paid (Stripe: `cancel_at`). Idempotent on both sides; false when
 * there is nothing to do for this purchase.
 */
export async function endSubscription(deps: PaymentDeps, purchase: repo.PurchaseRow): Promise<boolean> {
  if (
    purchase.status !== 'paid' ||
    purchase.subscriptionMonths === null ||
    purchase.subscriptionEndSetAt !== null ||
    !purchase.providerSessionId ||
    purchase.provider !== deps.payments.name
  ) {
    return false;
  }
  await deps.payments.endSubscriptionAfter(purchase.providerSessionId, purchase.subscriptionMonths);
  await repo.markSubscriptionEndSet(deps.db, purchase.id, new Date());
  deps.log.info({ purchaseId: purchase.id, months: purchase.subscriptionMonths }, 'subscription end set');
  return true;
}

/** Tries again every paid subscription still without an end (the provider was down when it was paid). */
export async function endOpenSubscriptions(deps: PaymentDeps): Promise<number> {
  let ended = 0;
  const provider = deps.payments.name;
  if (provider === 'none') return 0;
  for (const purchase of await repo.listSubscriptionsWithoutEnd(deps.db, provider, SWEEP_BATCH)) {
    try {
      if (await endSubscription(deps, purchase)) ended++;
    } catch (err) {
      deps.log.warn(
        { purchaseId: purchase.id, reason: err instanceof Error ? err.message : String(err) },
        'subscription end not set yet',
      );
    }
  }
  return ended;
}

/** Starts the retry pass with the app (not in tests, which call `endOpenSubscriptions` themselves). */
export function registerSubscriptionEnds(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  let handle: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    const deps = paymentDeps(app, app.log);
    handle = schedulePeriodic(
      'subscription end pass',
      () => endOpenSubscriptions(deps),
      app.log,
      SUBSCRIPTION_END_INTERVAL_MS,
    );
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
}
