import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '@harbour/shared';
import { apiFetch, ApiError } from '@/lib/api-client';

/** GET /api/payments/{transaction_id}: the caller's own purchase; pending until the provider confirms. */
export async function fetchPurchase(transactionId: string): Promise<Purchase> {
  const res = await apiFetch<Purchase>(`/api/payments/${encodeURIComponent(transactionId)}`);
  if (!res.meta.success || !res.data) throw new ApiError(res.meta.message);
  return res.data;
}

export const POLL_INTERVAL_MS = 2000;
/** After this long the page stops asking and says the confirmation may take a while. */
export const POLL_LIMIT_MS = 60_000;

/** `poll` false: asked once (the payer came back from a canceled checkout). */
export const purchaseQueryOptions = (transactionId: string, startedAt: number, poll = true) =>
  queryOptions({
    queryKey: ['purchase', transactionId],
    queryFn: () => fetchPurchase(transactionId),
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_LIMIT_MS
        ? POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export function usePurchase(transactionId: string | null | undefined, startedAt: number, poll = true) {
  return useQuery({
    ...purchaseQueryOptions(transactionId ?? '', startedAt, poll),
    enabled: !!transactionId,
  });
}
