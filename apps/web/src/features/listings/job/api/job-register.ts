import type { JobRegisterBody, ListingCreatedData } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';

/** POST /api/createJob (JSON). Resolves data (id, status, payment_state); throws ApiError with the message key. */
export async function registerJob(body: JobRegisterBody): Promise<ListingCreatedData> {
  const res = await statusFetch<ListingCreatedData>('/api/createJob', { body });
  if (res.status !== 1 || !res.data || Array.isArray(res.data)) throw new ApiError(res.message);
  return res.data;
}
