import type { ListingCreatedData, ListingPayBody } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';

/**
 * POST /api/payListing: pays again for an inactive listing whose payment failed. Resolves data (id,
 * status, payment_state); throws ApiError with the message key.
 */
export async function payListing(body: ListingPayBody): Promise<ListingCreatedData> {
  const res = await statusFetch<ListingCreatedData>('/api/payListing', { body });
  if (res.status !== 1 || !res.data || Array.isArray(res.data)) throw new ApiError(res.message);
  return res.data;
}
