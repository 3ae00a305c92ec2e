import {
  LISTING_STATUS,
  type ListingCreatedData,
  type ListingTranslationKind,
  type UserListQuery,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { withTransaction } from '../payments/index.js';
import { enqueueTranslation } from '../translations/index.js';
import { holdAccountListings, limitAwaitingPayment, limitPhotoBytes } from './creation-limits.js';
import { settleListingPayment, type ListingPayment, type SettleInput } from './listing-payment.js';
import {
  deleteListingPhoto,
  discardStoredPhotos,
  insertListingPhotos,
  listingPhotos,
  storeListingPhotos,
  type PhotoKind,
} from './listing-photos.js';
import { LISTING_MESSAGES, pageWindow, type ListingDeps } from './owned-listing.js';

/**
 * The register, edit, owner's list and photo deletion steps the business, event, job and volunteer
 * services share; each passes what is its own (its columns, links and repository calls).
 */

/** The photos a registration or an edit adds after the listing's others, `max` in all. */
export interface NewPhotos {
  kind: PhotoKind;
  files: Buffer[];
  max: number;
}

/**
 * Counts a new listing against the hourly caps of the caller and of the request's address (429
 * `listing.limit.hourly`); every registration calls it before any photo is stored.
 */
export async function countNewListing(deps: ListingDeps, userId: number): Promise<void> {
  if (!deps.countCreation) throw new Error('a registration needs the request: listingDeps(app, req)');
  await deps.countCreation(userId);
}

/**
 * Stores the photos, then in one transaction runs `write`, adds the photos to the listing it names
 * (403 `listing.limit.photo_bytes` past the owner's photo bytes) and runs `last`. On any failure the
 * transaction rolls back and the stored files are removed.
 */
export async function writeWithPhotos<T extends { id: number }>(
  deps: ListingDeps,
  kind: ListingTranslationKind,
  photos: NewPhotos | null,
  write: (tx: Db) => Promise<T>,
  last?: (row: T) => Promise<void>,
): Promise<T> {
  const stored = photos ? await storeListingPhotos(deps, photos.kind, photos.files) : [];
  try {
    return await withTransaction(deps.db, async (tx) => {
      const row = await write(tx);
      if (photos && stored.length > 0) {
        const bytes = stored.reduce((sum, p) => sum + p.bytes, 0);
        await limitPhotoBytes(tx, deps, photos.kind, row.id, bytes);
      }
      if (photos) await insertListingPhotos(tx, photos.kind, row.id, stored, photos.max);
      if (last) await last(row);
      // in the same transaction: a saved listing is always queued for translation
      await enqueueTranslation(tx, kind, row.id);
      return row;
    });
  } catch (err) {
    await discardStoredPhotos(deps.storage, stored);
    throw err;
  }
}

/**
 * A registration: counted against the hourly caps, then in one transaction settle the payment (403
 * `listing.limit.awaiting_payment` when the account already has as many listings waiting for one as
 * it may), `insert` the listing (and its links), add the photos and tie the payment to the listing;
 * then the mails, and the public lists when live.
 */
export async function registerListing(
  deps: ListingDeps,
  kind: ListingTranslationKind,
  settle: SettleInput,
  photos: NewPhotos | null,
  insert: (tx: Db, payment: ListingPayment) => Promise<number>,
): Promise<ListingCreatedData> {
  await countNewListing(deps, settle.userId);
  const { id, payment } = await writeWithPhotos(
    deps,
    kind,
    photos,
    async (tx) => {
      await holdAccountListings(tx, settle.userId);
      const payment = await settleListingPayment(tx, deps, settle);
      if (payment.status === LISTING_STATUS.inactive)
        await limitAwaitingPayment(tx, deps.limits, settle.userId);
      return { id: await insert(tx, payment), payment };
    },
    (row) => row.payment.attachListing(row.id),
  );
  await payment.afterCommit();
  if (payment.status === LISTING_STATUS.active) await deps.listingsChanged();
  return {
    id,
    status: payment.status,
    payment_state: payment.paymentState,
    amount_due_cents: payment.amountDueCents,
  };
}

/**
 * An owner's edit: `update` finds the caller's listing again inside the transaction (404 when it is
 * not theirs), writes it and says which it is; new photos go after the others.
 */
export async function updateListing(
  deps: ListingDeps,
  kind: ListingTranslationKind,
  photos: NewPhotos | null,
  update: (tx: Db) => Promise<{ id: number; status: number }>,
): Promise<void> {
  const { status } = await writeWithPhotos(deps, kind, photos, update);
  if (status === LISTING_STATUS.active) await deps.listingsChanged();
}

/** One page of the caller's listings (the listings API contract) with their links and photos. */
export async function ownedListingPage<Row extends { id: number }, Links>(
  db: Db,
  kind: PhotoKind,
  query: UserListQuery,
  page: (limit: number, offset: number) => Promise<{ total: number; rows: Row[] }>,
  linksOf: (ids: number[]) => Promise<Links>,
): Promise<{ total: number; rows: Row[]; links: Links; photos: Awaited<ReturnType<typeof listingPhotos>> }> {
  const { limit, offset } = pageWindow(query);
  const { total, rows } = await page(limit, offset);
  const ids = rows.map((r) => r.id);
  const [links, photos] = await Promise.all([linksOf(ids), listingPhotos(db, kind, ids)]);
  return { total, rows, links, photos };
}

/** The main or another photo of one of the caller's listings; someone else's is "not deleted". */
export async function deleteOwnedPhoto(
  deps: ListingDeps,
  input: { kind: PhotoKind; userId: number; photoId: number; main: boolean },
): Promise<void> {
  if (!(await deleteListingPhoto(deps.db, deps.storage, input))) {
    throw notFound(LISTING_MESSAGES.imageNotDeleted);
  }
  await deps.listingsChanged();
}
