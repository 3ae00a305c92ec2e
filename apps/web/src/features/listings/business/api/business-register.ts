import type { BusinessRegisterData, ListingCreatedData } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';
import { toListingFormData } from '@/features/listings/shared/lib/form-data';

/**
 * POST /api/businessListingRegister (multipart: `data` JSON and the new photos as `images[]`).
 * Resolves data (id, status, payment_state); throws ApiError with the server's message key.
 */
export async function registerBusiness(
  data: BusinessRegisterData,
  photos: File[],
): Promise<ListingCreatedData> {
  const res = await statusFetch<ListingCreatedData>('/api/businessListingRegister', {
    formData: toListingFormData(data, photos),
  });
  if (res.status !== 1 || !res.data || Array.isArray(res.data)) throw new ApiError(res.message);
  return res.data;
}
