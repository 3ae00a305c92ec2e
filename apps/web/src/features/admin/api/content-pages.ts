import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentAdminPageBody,
  ContentAdminPageList,
  ContentAdminPagePair,
  ContentAdminPageText,
} from '@harbour/shared';
import { apiData } from '@/lib/api-client';

const CONTENT_PAGES_KEY = ['admin', 'content-pages'] as const;

/** GET /api/admin/content/pages: every page and its state in each language. */
export function useContentPages() {
  return useQuery(
    queryOptions({
      queryKey: CONTENT_PAGES_KEY,
      queryFn: ({ signal }) => apiData<ContentAdminPageList>('/api/admin/content/pages', { signal }),
    }),
  );
}

const pagePath = (slug: string, lang: string) =>
  `/api/admin/content/pages/${encodeURIComponent(slug)}/${encodeURIComponent(lang)}`;

/** GET /api/admin/content/pages/:slug/:lang: the English text beside the language's. */
export function useContentPagePair(slug: string, lang: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CONTENT_PAGES_KEY, slug, lang],
      queryFn: ({ signal }) => apiData<ContentAdminPagePair>(pagePath(slug, lang), { signal }),
    }),
  );
}

/** After a change the grid, the pair and every reader's cached copy of the page are refetched. */
function useInvalidatePage(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTENT_PAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['posts', slug] }),
    ]);
}

/** PUT /api/admin/content/pages/:slug/:lang */
export function useSaveContentPage(slug: string, lang: string) {
  const invalidate = useInvalidatePage(slug);
  return useMutation({
    mutationFn: (body: ContentAdminPageBody) =>
      apiData<ContentAdminPageText>(pagePath(slug, lang), { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/content/pages/:slug/:lang/reviewed */
export function useMarkContentPageReviewed(slug: string, lang: string) {
  const invalidate = useInvalidatePage(slug);
  return useMutation({
    mutationFn: () =>
      apiData<ContentAdminPageText>(`${pagePath(slug, lang)}/reviewed`, {
        method: 'POST',
        body: { reviewed: true },
      }),
    onSuccess: invalidate,
  });
}
