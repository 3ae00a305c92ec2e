import type { Db } from '../../db/client.js';
import type { PurchaseRow } from './payments.repository.js';

/**
 * Runs when a purchase becomes paid, once, inside the transaction that marks it paid (`tx`): what a
 * hook writes (activating a listing, recording a NuChat subscription…) lands together with the
 * payment. A hook that throws rolls the payment back to its previous state; the provider's next
 * delivery of the event, or the buyer's next status check, tries again.
 */
export type PurchasePaidHook = (purchase: PurchaseRow, tx: Db) => Promise<void>;

export interface PurchaseHooks {
  /** Subscribes a hook; listing modules call this when they are registered. */
  onPurchasePaid(hook: PurchasePaidHook): void;
  runPaid(purchase: PurchaseRow, tx: Db): Promise<void>;
}

export function createPurchaseHooks(): PurchaseHooks {
  const hooks: PurchasePaidHook[] = [];
  return {
    onPurchasePaid(hook) {
      hooks.push(hook);
    },
    async runPaid(purchase, tx) {
      for (const hook of hooks) await hook(purchase, tx);
    },
  };
}
