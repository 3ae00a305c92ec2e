import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';
import type { Storage } from '../../providers/storage/index.js';
import * as repo from './creation-limits.repository.js';
import { lockListingOwner, type PhotoKind } from './listing-photos.repository.js';

/**
 * What one account and one address may create and keep (issue 21 §3: one account published 40
 * organisations in 13 s and 30 e-transfer registrations in 1.4 s, each of which mails twice):
 * new listings per hour, per account and per client IP (the limiter: shared through Redis when
 * there is one), listings waiting for payment at once and photo bytes kept (counted in the database
 * and the storage, under a per-account lock). The defaults are far above what an organisation does.
 */
export type ListingLimits = Config['listingLimits'];

export const LISTING_LIMIT_MESSAGES = {
  hourly: 'listing.limit.hourly',
  awaitingPayment: 'listing.limit.awaiting_payment',
  photoBytes: 'listing.limit.photo_bytes',
} as const;

const HOUR_MS = 60 * 60 * 1000;

const hourlyLimitReached = (retryAfterMs: number) =>
  new AppError(429, LISTING_LIMIT_MESSAGES.hourly, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Counts one new listing (any kind, any payment) for the account and for the client IP: 429
 * `listing.limit.hourly` with Retry-After beyond either hourly cap. An account already refused does
 * not use up its address's count, which other organisations behind it share.
 */
export async function countListingCreation(
  limiter: Limiter,
  limits: ListingLimits,
  userId: number,
  ip: string,
): Promise<void> {
  const byAccount = await limiter.hit(`listing:create:user:${userId}`, limits.createPerHour, HOUR_MS);
  if (!byAccount.allowed) throw hourlyLimitReached(byAccount.retryAfterMs);
  const byIp = await limiter.hit(`listing:create:ip:${ip}`, limits.createPerHourPerIp, HOUR_MS);
  if (!byIp.allowed) throw hourlyLimitReached(byIp.retryAfterMs);
}

/** Holds the account's registrations until the transaction ends (see lockAccountListings). */
export const holdAccountListings = repo.lockAccountListings;

/**
 * Inside a transaction holding the account (`holdAccountListings`): 403
 * `listing.limit.awaiting_payment` when the account already has `awaitingPaymentMax` listings
 * waiting for a payment or an approval, so one more cannot be added (nor its mails sent).
 */
export async function limitAwaitingPayment(tx: Db, limits: ListingLimits, userId: number): Promise<void> {
  if ((await repo.countAwaitingPayment(tx, userId)) >= limits.awaitingPaymentMax) {
    throw forbidden(LISTING_LIMIT_MESSAGES.awaitingPayment);
  }
}

/**
 * Before new photos of `newBytes` (both sizes) go on a listing, inside its transaction: holds the
 * owner's account and adds up the sizes of the photos on all their listings; 403
 * `listing.limit.photo_bytes` when the new ones would take them past `photoBytesPerAccountMax`.
 */
export async function limitPhotoBytes(
  tx: Db,
  deps: { storage: Storage; limits: ListingLimits },
  kind: PhotoKind,
  listingId: number,
  newBytes: number,
): Promise<void> {
  const owner = await lockListingOwner(tx, kind, listingId);
  if (owner?.userId == null) return;
  await repo.lockAccountListings(tx, owner.userId);
  const urls = await repo.photoUrlsOfOwner(tx, owner.userId);
  let held = 0;
  for (const size of await Promise.all(urls.map((url) => deps.storage.size(url)))) held += size ?? 0;
  if (held + newBytes > deps.limits.photoBytesPerAccountMax) {
    throw forbidden(LISTING_LIMIT_MESSAGES.photoBytes);
  }
}
