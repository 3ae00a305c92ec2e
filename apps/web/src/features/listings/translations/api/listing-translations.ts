import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListingTranslationBody,
  ListingTranslationKind,
  ListingTranslationsData,
  StatusEnvelope,
} from '@harbour/shared';
import { statusData, statusFetch } from '@/lib/api-client';
import { USER_LISTS_KEY } from '@/features/listings/shared/api/user-lists';

/** Under the user lists' key: the owner's data, dropped with the rest at sign-out or after a save. */
const translationsKey = (kind: ListingTranslationKind, id: number) =>
  [...USER_LISTS_KEY, 'translations', kind, id] as const;

/**
 * GET /api/listingTranslations: one of the caller's listings in every language, with each text's origin
 * (machine, owner, site) and staleness, and whether a machine translation is waiting; asked again every
 * `refreshWhilePendingMs` while it is.
 */
export function useListingTranslations(
  kind: ListingTranslationKind,
  id: number,
  refreshWhilePendingMs?: number,
) {
  return useQuery({
    queryKey: translationsKey(kind, id),
    queryFn: ({ signal }) =>
      statusData<ListingTranslationsData>('/api/listingTranslations', { query: { kind, id }, signal }),
    refetchInterval: (query) => (query.state.data?.pending ? (refreshWhilePendingMs ?? false) : false),
  });
}

/**
 * PUT /api/listingTranslation: the owner's own text of some fields in one language; an empty text gives the
 * field back to the machine. Answers the listing's translations (message translation.saved), or status 0
 * with listing.not_found, translation.same_language, invalid_input or field_too_long.
 */
export function useSaveListingTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingTranslationBody) =>
      statusFetch<ListingTranslationsData>('/api/listingTranslation', { method: 'PUT', body }),
    onSuccess: (res: StatusEnvelope<ListingTranslationsData>, body) => {
      if (res.status === 1) queryClient.setQueryData(translationsKey(body.kind, body.id), res.data);
    },
  });
}
