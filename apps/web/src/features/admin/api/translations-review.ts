import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationReviewData } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/admin/translations/review: unreviewed translations per part of the site and language. */
export function translationsReviewQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'translations-review'] as const,
    queryFn: ({ signal }) => apiData<TranslationReviewData>('/api/admin/translations/review', { signal }),
  });
}

export function useTranslationsReview() {
  return useQuery(translationsReviewQueryOptions());
}
