import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TAX_PERCENT } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * The sales tax the server charges: site setting `tax_rate` (category `payments`), a percent; 15 when
 * it is absent or unreadable (the listing and payment rules). Only for display: the server computes the real amount.
 */
export async function fetchTaxPercent(): Promise<number> {
  const res = await apiFetch<{ value: string }>('/api/web/settings', {
    query: { settingType: 'tax_rate', category: 'payments' },
  });
  const value = res.meta.success ? Number(res.data?.value) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_TAX_PERCENT;
}

export const taxPercentQueryOptions = queryOptions({
  queryKey: ['settings', 'payments', 'tax_rate'],
  queryFn: fetchTaxPercent,
  staleTime: 60 * 60_000,
});

export function useTaxPercent(): number {
  return useQuery(taxPercentQueryOptions).data ?? DEFAULT_TAX_PERCENT;
}
