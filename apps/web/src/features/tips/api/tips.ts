import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TIPS_YEAR, type TipsData } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

export const TIPS_PAGE_SIZE = 4;

/** GET /api/web/nutoc-listing?year&month&pageNumber&offset (offset = tips per page, pages from 1). */
export function fetchTips(month: number, pageNumber: number) {
  return apiData<TipsData>('/api/web/nutoc-listing', {
    query: { year: TIPS_YEAR, month, pageNumber, offset: TIPS_PAGE_SIZE },
  });
}

export const tipsQueryOptions = (month: number, language: string) =>
  infiniteQueryOptions({
    queryKey: ['tips', TIPS_YEAR, month, language],
    queryFn: ({ pageParam }) => fetchTips(month, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.tips.length, 0) < last.count && last.tips.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: 10 * 60_000,
  });

export function useTips(month: number) {
  return useInfiniteQuery(tipsQueryOptions(month, currentLanguage()));
}
