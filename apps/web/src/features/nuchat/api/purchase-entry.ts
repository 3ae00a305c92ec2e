import type { PurchaseEntryData } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';

/**
 * POST /api/nuChatPurchaseEntry {transaction_id, package_id} (the listings API contract): recorded only once the
 * provider has confirmed the payment; the same transaction always answers the same id.
 */
export function nuChatPurchaseEntry(transactionId: string, packageId: number) {
  return statusFetch<PurchaseEntryData>('/api/nuChatPurchaseEntry', {
    body: { transaction_id: transactionId, package_id: packageId },
  });
}
