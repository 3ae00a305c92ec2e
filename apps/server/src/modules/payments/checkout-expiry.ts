import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/periodic.js';
import { paymentDeps, type PaymentDeps } from './payment-deps.js';
import * as repo from './payments.repository.js';
import { syncWithProvider } from './payments.service.js';

/** How often each process looks for checkouts closed without a choice. */
export const CHECKOUT_EXPIRY_INTERVAL_MS = 5 * 60_000;
const BATCH = 100;

/**
 * One pass: every pending card purchase whose checkout is past its expiry is checked with the provider
 * (Stripe's session reports expired, the sandbox's too), so the purchase becomes `expired` and its
 * listing can be paid again. A provider that cannot be reached is asked again next pass. How many
 * purchases expired.
 */
export async function expireLapsedCheckouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  let expired = 0;
  for (const purchase of await repo.listLapsedCheckouts(deps.db, now, BATCH)) {
    try {
      await syncWithProvider(deps, purchase, now);
      if ((await repo.findPurchaseById(deps.db, purchase.id))?.status === 'expired') expired++;
    } catch (err) {
      deps.log.warn(
        { purchaseId: purchase.id, reason: err instanceof Error ? err.message : String(err) },
        'checkout expiry check failed',
      );
    }
  }
  if (expired > 0) deps.log.info({ expired }, 'checkouts expired');
  return expired;
}

/** Starts the pass with the app (not in tests, which call `expireLapsedCheckouts` themselves). */
export function registerCheckoutExpiry(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  let handle: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    const deps = paymentDeps(app, app.log);
    handle = schedulePeriodic(
      'checkout expiry pass',
      () => expireLapsedCheckouts(deps),
      app.log,
      CHECKOUT_EXPIRY_INTERVAL_MS,
    );
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
}
