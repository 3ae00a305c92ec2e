import type { InvitationKeyCheckData } from '@harbour/shared';
import { statusFetch, ApiError } from '@/lib/api-client';
import type { PaidProduct } from './packages';

/** Spec 3 §7: the key check call of each product (business listings are "service" listings). */
const PATHS: Record<PaidProduct, string> = {
  business: '/api/update-invitation/service-listing-invitation-key',
  event: '/api/update-invitation/event-listing-invitation-key',
  job: '/api/update-invitation/job-listing-invitation-key',
};

/**
 * Checks an invitation key (does not use it up) and says what one use gives: the plan and quantity
 * the admin issued it for and the last listed day. Throws ApiError with the refusal's message key.
 */
export async function checkInvitationKey(
  product: PaidProduct,
  invitationKey: string,
): Promise<InvitationKeyCheckData> {
  const res = await statusFetch<InvitationKeyCheckData>(PATHS[product], {
    body: { invitation_key: invitationKey },
  });
  if (res.status !== 1 || typeof res.data?.listing_end_date !== 'string') throw new ApiError(res.message);
  return res.data;
}
