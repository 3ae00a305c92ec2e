import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillboardItem } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/bill-board-content: the home page notices (empty: the app download codes show instead). */
export function fetchBillboard() {
  return apiData<BillboardItem[]>('/api/web/bill-board-content');
}

/**
 * The notices the server painted into the page's first screen (apps/server/src/plugins/first-screen-billboard.ts),
 * read once: the first render shows them instead of a spinner and a second request. Only for the language the
 * server chose; later visits to the page fetch as usual.
 */
function takeServerNotices(language: string): BillboardItem[] | undefined {
  const element = document.getElementById('billboard-data');
  if (!element) return undefined;
  element.remove();
  // written by the server with JSON.stringify: no need to guard the parse
  const seed = JSON.parse(element.textContent) as { lang: string; items: BillboardItem[] };
  return seed.lang === language ? seed.items : undefined;
}

export const billboardQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['bill-board-content', language],
    queryFn: fetchBillboard,
    initialData: () => takeServerNotices(language),
    staleTime: 5 * 60_000,
  });

export function useBillboard() {
  return useQuery(billboardQueryOptions(currentLanguage()));
}
