import type { EventRegisterData, ListingCreatedData } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';
import { toListingFormData } from '@/features/listings/shared/lib/form-data';

/**
 * POST /api/generateEventMeeting (multipart: `data` JSON and `images[]`, the first photo being the
 * main one). Resolves with data.id and the payment state; a refusal throws its message (an i18n key or
 * the server's sentence), which the payment step shows in an error alert (the listing messages).
 */
export async function registerEvent(data: EventRegisterData, photos: File[]): Promise<ListingCreatedData> {
  const res = await statusFetch<ListingCreatedData | null>('/api/generateEventMeeting', {
    method: 'POST',
    formData: toListingFormData(data, photos),
  });
  if (res.status !== 1 || !res.data || Array.isArray(res.data)) throw new ApiError(res.message);
  return res.data;
}
