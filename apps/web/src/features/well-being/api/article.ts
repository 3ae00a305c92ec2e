import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellBeingArticle } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

/** GET /api/web/wellBeingArticle/{id}: header, title and sanitised HTML (banner_text, text). */
export const articleQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['well-being', 'article', id, lang],
    queryFn: () => apiData<WellBeingArticle>(`/api/web/wellBeingArticle/${id}`),
    staleTime: 10 * 60_000,
  });

export function useArticle(id: number | null) {
  const lang = useLanguage();
  return useQuery({ ...articleQueryOptions(id ?? 0, lang), enabled: id !== null });
}
