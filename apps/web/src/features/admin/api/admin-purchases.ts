import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPurchase } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

export const ADMIN_PURCHASES_KEY = ['admin', 'purchases'] as const;
export const ADMIN_PAGE_SIZE = 20;

export interface AdminPurchasePage {
  purchases: AdminPurchase[];
  count: number;
  page: number;
}

/** GET /api/admin/purchases?page&per_page[&waiting=1]: newest first; waiting = e-transfers and cheques to record. */
export function adminPurchasesQueryOptions(page: number, waiting: boolean) {
  return queryOptions({
    queryKey: [...ADMIN_PURCHASES_KEY, waiting ? 'waiting' : 'all', page],
    queryFn: ({ signal }) =>
      apiData<AdminPurchasePage>('/api/admin/purchases', {
        query: { page, per_page: ADMIN_PAGE_SIZE, waiting: waiting ? '1' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPurchases(page: number, waiting: boolean) {
  return useQuery(adminPurchasesQueryOptions(page, waiting));
}
