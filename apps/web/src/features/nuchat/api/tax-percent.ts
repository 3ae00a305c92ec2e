import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TAX_PERCENT } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** The sales tax of site setting `tax_rate` (category `payments`), for display only: the server charges. */
export const taxPercentQueryOptions = queryOptions({
  queryKey: ['settings', 'payments', 'tax_rate'],
  queryFn: async () => {
    const res = await apiFetch<{ value: string }>('/api/web/settings', {
      query: { settingType: 'tax_rate', category: 'payments' },
    });
    const value = res.meta.success ? Number(res.data?.value) : NaN;
    return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_TAX_PERCENT;
  },
  staleTime: 60 * 60_000,
});

export function useTaxPercent(): number {
  return useQuery(taxPercentQueryOptions).data ?? DEFAULT_TAX_PERCENT;
}
