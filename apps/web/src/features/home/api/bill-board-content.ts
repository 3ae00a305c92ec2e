import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillboardItem } from '@harbour/shared';
import { apiData, currentLanguage } from '../../../lib/api-client';

/** GET /api/web/bill-board-content: the home page notices (empty: the app download codes show instead). */
export function fetchBillboard() {
  return apiData<BillboardItem[]>('/api/web/bill-board-content');
}

export const billboardQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['bill-board-content', language],
    queryFn: fetchBillboard,
    staleTime: 5 * 60_000,
  });

export function useBillboard() {
  return useQuery(billboardQueryOptions(currentLanguage()));
}
