import type { OwnedPaymentState, UserListQuery } from '@harbour/shared';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { MailProvider } from '../../providers/mail/index.js';
import type { Storage } from '../../providers/storage/index.js';

/**
 * Pieces the event, job and volunteer registrations share: what their services need, the `data`
 * JSON of a multipart registration checked against its schema, today's date in a province, the
 * owner's list pages and what a listing's purchase says about its payment.
 */
export interface ListingDeps {
  db: Db;
  storage: Storage;
  pictureQueue?: WorkQueue;
  mail: MailProvider;
  orgEmail?: string;
  publicUrl: string;
  log?: { error(obj: object, msg: string): void };
  /** tells every process that what the public sees has changed */
  listingsChanged: () => unknown;
  /** what one account may create and keep (LISTING_* settings, see creation-limits.ts) */
  limits: Config['listingLimits'];
  /** counts one new listing against the caller's and the request address's hourly caps (countListingCreation) */
  countCreation?: (userId: number) => Promise<void>;
  /** counts one attempt with an invitation key (see SettleDeps.keyAttempts) */
  keyAttempts?: (userId: number) => Promise<void>;
}

/** Answers of the management calls (the listing messages); registrations answer LISTING_CREATED_MESSAGES. */
export const LISTING_MESSAGES = {
  created: 'listing.created',
  updated: 'listing.updated',
  imageDeleted: 'listing.image_deleted',
  notFound: 'listing.not_found',
  imageNotDeleted: 'listing.image_not_deleted',
} as const;

const MESSAGE_KEY = /^[a-z0-9_.-]+$/i;

/** `data` checked like a JSON body: a 400 with the first issue's message key. */
export function parseListingData<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]?.message ?? '';
  throw badRequest(MESSAGE_KEY.test(first) && first.includes('_') ? first : 'invalid_input');
}

/** YYYY-MM-DD of `now` on the wall clocks of `timeZone`. */
export function localToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** `page_no` and `offset` (the page size) of the listings API contract as a SQL window. */
export const pageWindow = (q: UserListQuery) => ({ limit: q.offset, offset: (q.page_no - 1) * q.offset });

/** Purchase states that pay for nothing any more: the owner may pay again. */
export const FAILED_PURCHASE_STATES: ReadonlySet<string> = new Set(['declined', 'canceled', 'expired']);

/** A card checkout still waiting for the payer past its expiry: as good as expired (issue 21 §5). */
export const checkoutLapsed = (
  purchaseStatus: string | null,
  checkoutExpiresAt: Date | null | undefined,
  now = new Date(),
) => purchaseStatus === 'pending' && !!checkoutExpiresAt && checkoutExpiresAt <= now;

/**
 * No purchase: a key, a free plan or no payment at all; else what its purchase says. A card checkout
 * left open past its expiry has failed, even before the expiry pass records it.
 */
export function paymentStateOf(
  purchaseStatus: string | null,
  provider: string | null,
  checkoutExpiresAt: Date | null = null,
  now = new Date(),
): OwnedPaymentState {
  if (purchaseStatus === null) return 'free';
  if (purchaseStatus === 'paid') return 'paid';
  if (FAILED_PURCHASE_STATES.has(purchaseStatus)) return 'payment_failed';
  if (checkoutLapsed(purchaseStatus, checkoutExpiresAt, now)) return 'payment_failed';
  if (provider === 'nonprofit') return 'awaiting_approval';
  return provider === 'etransfer' || provider === 'cheque'
    ? 'awaiting_alternate_payment'
    : 'awaiting_payment';
}

/** When the card checkout of a pending or expired purchase stops (or stopped) taking the payment. */
export function checkoutExpiry(
  purchaseStatus: string | null,
  provider: string | null,
  checkoutExpiresAt: Date | null,
): string | null {
  const card = provider === 'stripe' || provider === 'sandbox';
  const open = purchaseStatus === 'pending' || purchaseStatus === 'expired';
  return card && open && checkoutExpiresAt ? checkoutExpiresAt.toISOString() : null;
}

/** 'HH:MM:SS' of a time column → 'HH:MM'. */
export const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** The cities an owner chose, the listing's first city first and the others as given (id order). */
export const firstCityFirst = (first: number | null, cityIds: readonly number[]): number[] =>
  first === null ? [...cityIds] : [first, ...cityIds.filter((id) => id !== first)];
