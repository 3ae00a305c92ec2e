import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessUpdateData,
  EventUpdateData,
  JobUpdateBody,
  StatusEnvelope,
  VolunteerUpdateData,
} from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';
import { toListingFormData } from '@/features/listings/shared/lib/form-data';
import { USER_LISTS_KEY } from '@/features/listings/shared/api/user-lists';

/** What one save sends: the listing's fields with its id, and the new photos (multipart kinds). */
export type ListingUpdate =
  | { kind: 'business'; data: BusinessUpdateData; files: File[] }
  | { kind: 'event'; data: EventUpdateData; files: File[] }
  | { kind: 'volunteer'; data: VolunteerUpdateData; files: File[] }
  | { kind: 'job'; data: JobUpdateBody };

const MULTIPART_PATHS = {
  business: '/api/businessListingUpdate',
  event: '/api/editEventMeeting',
  volunteer: '/api/editVolunteerOrganization',
} as const;

/**
 * POST /api/businessListingUpdate, /api/editEventMeeting, /api/editVolunteerOrganization (multipart:
 * `data` JSON and the new `images[]`) or /api/editJob (JSON). Answers status and message
 * (listing.updated; 404 listing.not_found for a listing that is not the caller's).
 */
export function updateListing(update: ListingUpdate): Promise<StatusEnvelope<null>> {
  if (update.kind === 'job') return statusFetch<null>('/api/editJob', { method: 'POST', body: update.data });
  return statusFetch<null>(MULTIPART_PATHS[update.kind], {
    method: 'POST',
    formData: toListingFormData(update.data, update.files),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (res) => {
      if (res.status === 1) return queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY });
    },
  });
}
