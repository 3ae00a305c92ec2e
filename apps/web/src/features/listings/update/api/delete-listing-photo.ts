import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingKind, ListingPhoto, StatusEnvelope } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';
import { USER_LISTS_KEY } from '@/features/listings/shared/api/user-lists';

type PhotoKind = Exclude<ListingKind, 'job'>;

const MAIN: Record<PhotoKind, string> = {
  business: '/api/businessMainImageDelete',
  event: '/api/eventMainImageDelete',
  volunteer: '/api/volunteerMainImageDelete',
};
/** Volunteer organisations have one photo only: always the main one. */
const OTHER: Record<PhotoKind, string | null> = {
  business: '/api/businessOtherImageDelete',
  event: '/api/eventOtherImageDelete',
  volunteer: null,
};

/**
 * Deletes a stored photo (the listings API contract): the main one with `{data:{main_image_id}}`, another with
 * `{data:{image_id}}`. listing.image_deleted, or listing.image_not_deleted when it is not the caller's.
 */
export function deleteListingPhoto({
  kind,
  photo,
}: {
  kind: PhotoKind;
  photo: ListingPhoto;
}): Promise<StatusEnvelope<null>> {
  const other = OTHER[kind];
  if (photo.is_main || other === null) {
    return statusFetch<null>(MAIN[kind], { method: 'POST', body: { data: { main_image_id: photo.id } } });
  }
  return statusFetch<null>(other, { method: 'POST', body: { data: { image_id: photo.id } } });
}

export function useDeleteListingPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListingPhoto,
    onSuccess: (res) => {
      if (res.status === 1) return queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY });
    },
  });
}
