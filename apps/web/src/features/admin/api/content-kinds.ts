import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentAdminKindBody,
  ContentAdminKindItems,
  ContentAdminKindList,
  ContentAdminKindPair,
  ContentAdminKindText,
} from '@harbour/shared';
import { apiData } from '@/lib/api-client';

const CONTENT_KINDS_KEY = ['admin', 'content-kinds'] as const;

/** The readers' queries that hold a kind's texts, refetched after an edit (the admin's own tab). */
const READER_KEYS: Record<string, string> = {
  sponsor: 'sponsors',
  notification: 'notifications',
  tip: 'tips',
  team_member: 'team',
  story_page: 'story',
  billboard_item: 'billboard',
  well_being_article: 'well-being',
};

/** GET /api/admin/content/kinds: each kind, its number of items and its states per language. */
export function useContentKinds() {
  return useQuery(
    queryOptions({
      queryKey: CONTENT_KINDS_KEY,
      queryFn: ({ signal }) => apiData<ContentAdminKindList>('/api/admin/content/kinds', { signal }),
    }),
  );
}

const kindPath = (kind: string) => `/api/admin/content/kinds/${encodeURIComponent(kind)}`;
const itemPath = (kind: string, id: number, lang: string) =>
  `${kindPath(kind)}/${id}/${encodeURIComponent(lang)}`;

/** GET /api/admin/content/kinds/:kind: its items × the 13 languages' states. */
export function useContentKindItems(kind: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CONTENT_KINDS_KEY, kind],
      queryFn: ({ signal }) => apiData<ContentAdminKindItems>(kindPath(kind), { signal }),
    }),
  );
}

/** GET /api/admin/content/kinds/:kind/:id/:lang: the English texts beside the language's. */
export function useContentKindPair(kind: string, id: number, lang: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CONTENT_KINDS_KEY, kind, id, lang],
      queryFn: ({ signal }) => apiData<ContentAdminKindPair>(itemPath(kind, id, lang), { signal }),
    }),
  );
}

/** After a change the kinds' counts, the grid, the pair and the admin's reader copies are refetched. */
function useInvalidateKind(kind: string) {
  const queryClient = useQueryClient();
  const reader = READER_KEYS[kind];
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTENT_KINDS_KEY }),
      reader ? queryClient.invalidateQueries({ queryKey: [reader] }) : undefined,
    ]);
}

/** PUT /api/admin/content/kinds/:kind/:id/:lang */
export function useSaveContentKind(kind: string, id: number, lang: string) {
  const invalidate = useInvalidateKind(kind);
  return useMutation({
    mutationFn: (body: ContentAdminKindBody) =>
      apiData<ContentAdminKindText>(itemPath(kind, id, lang), { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/content/kinds/:kind/:id/:lang/reviewed */
export function useMarkContentKindReviewed(kind: string, id: number, lang: string) {
  const invalidate = useInvalidateKind(kind);
  return useMutation({
    mutationFn: () =>
      apiData<ContentAdminKindText>(`${itemPath(kind, id, lang)}/reviewed`, {
        method: 'POST',
        body: { reviewed: true },
      }),
    onSuccess: invalidate,
  });
}
