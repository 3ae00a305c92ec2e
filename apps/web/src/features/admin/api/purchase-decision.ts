import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchase } from '@harbour/shared';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_PURCHASES_KEY } from './admin-purchases';

export type PurchaseDecision = 'activate' | 'reject';

/**
 * POST /api/admin/purchases/:id/activate (the money is in: paid, listing live, receipt mailed) or
 * /reject (canceled, listing stays inactive). 404 purchase_not_found, 409 purchase_not_pending.
 */
export function decidePurchase({ id, decision }: { id: number; decision: PurchaseDecision }) {
  return apiFetch<{ purchase: AdminPurchase }>(`/api/admin/purchases/${id}/${decision}`, { method: 'POST' });
}

export function usePurchaseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PURCHASES_KEY }),
  });
}
