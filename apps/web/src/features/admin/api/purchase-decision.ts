import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchase } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_PURCHASES_KEY } from './admin-purchases';

export type PurchaseDecision = 'activate' | 'reject';

/**
 * POST /api/admin/purchases/:id/activate (the money is in, or a plan for non-profits is approved: paid,
 * listing live, receipt mailed) or /reject with a reason the owner sees (canceled, listing stays
 * inactive). 404 purchase_not_found, 409 purchase_not_pending, 400 purchase.reason_required.
 */
export function decidePurchase({
  id,
  decision,
  reason,
}: {
  id: number;
  decision: PurchaseDecision;
  reason?: string;
}) {
  return apiFetch<{ purchase: AdminPurchase }>(`/api/admin/purchases/${id}/${decision}`, {
    method: 'POST',
    ...(decision === 'reject' && reason?.trim() ? { body: { reason: reason.trim() } } : {}),
  });
}

export function usePurchaseDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PURCHASES_KEY }),
  });
}
