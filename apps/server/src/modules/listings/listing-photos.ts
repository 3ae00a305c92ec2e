import { randomBytes } from 'node:crypto';
import { LISTING_PHOTO_HEIGHT, LISTING_PHOTO_WIDTH, type ListingPhoto } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { Storage } from '../../providers/storage/index.js';
import * as repo from './listing-photos.repository.js';
import type { PhotoKind } from './listing-photos.repository.js';

export type { PhotoKind } from './listing-photos.repository.js';

/** A re-encoded photo already in storage, not yet in the database. */
export interface StoredPhoto {
  /** 854×480 WebP */
  url: string;
  /** 427×240 WebP */
  urlSmall: string;
  /** both files' sizes */
  bytes: number;
}

const SMALL_WIDTH = Math.round(LISTING_PHOTO_WIDTH / 2);
const SMALL_HEIGHT = Math.round(LISTING_PHOTO_HEIGHT / 2);

/**
 * A PNG, JPEG or WebP → two 16:9 WebPs without metadata, turned upright and cropped to fill;
 * anything else → 400 `image_invalid` (see `reencodeImage`).
 */
async function encode(data: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  const large = await reencodeImage(data, {
    width: LISTING_PHOTO_WIDTH,
    height: LISTING_PHOTO_HEIGHT,
    fit: 'cover',
    quality: 82,
  });
  const small = await reencodeImage(large, {
    width: SMALL_WIDTH,
    height: SMALL_HEIGHT,
    fit: 'cover',
    quality: 80,
  });
  return { large, small };
}

/** Removes stored files (a failed registration); a file that cannot be removed is left, never thrown. */
export async function discardStoredPhotos(
  storage: Storage,
  stored: Pick<StoredPhoto, 'url' | 'urlSmall'>[],
): Promise<void> {
  await Promise.all(
    stored.flatMap((p) => [p.url, p.urlSmall]).map((url) => storage.remove(url).catch(() => undefined)),
  );
}

/**
 * Checks and re-encodes every file (through the picture queue, so decoding never takes more cores
 * than PICTURE_CONCURRENCY), then saves both sizes under `listings/<kind>/`. Runs before the
 * database transaction; if any file is refused, nothing stays in storage.
 */
export async function storeListingPhotos(
  deps: { storage: Storage; pictureQueue?: WorkQueue },
  kind: PhotoKind,
  files: Buffer[],
): Promise<StoredPhoto[]> {
  const run = <T>(task: () => Promise<T>) => (deps.pictureQueue ? deps.pictureQueue.run(task) : task());
  const encoded: { large: Buffer; small: Buffer }[] = [];
  for (const file of files) encoded.push(await run(() => encode(file)));
  const stored: StoredPhoto[] = [];
  try {
    for (const { large, small } of encoded) {
      const name = randomBytes(16).toString('hex');
      const url = await deps.storage.save(`listings/${kind}/${name}.webp`, large, 'image/webp');
      stored.push({ url, urlSmall: '', bytes: large.length });
      const urlSmall = await deps.storage.save(`listings/${kind}/${name}-427.webp`, small, 'image/webp');
      stored[stored.length - 1] = { url, urlSmall, bytes: large.length + small.length };
    }
  } catch (err) {
    await discardStoredPhotos(deps.storage, stored);
    throw err;
  }
  return stored;
}

async function refresh(tx: Db, kind: PhotoKind, listingId: number): Promise<repo.PhotoRow[]> {
  const rows = await repo.photosOf(tx, kind, listingId);
  await repo.refreshReadCopy(
    tx,
    kind,
    listingId,
    rows.map((r) => r.url),
  );
  return rows;
}

/**
 * Adds `stored` after the listing's photos, inside the caller's transaction; 400 `too_many_photos`
 * when the listing would have more than `maxTotal`. Refreshes the listing's read copy.
 */
export async function insertListingPhotos(
  tx: Db,
  kind: PhotoKind,
  listingId: number,
  stored: StoredPhoto[],
  maxTotal: number,
): Promise<void> {
  if (stored.length === 0) return;
  await repo.lockListingOwner(tx, kind, listingId);
  const existing = await repo.photosOf(tx, kind, listingId);
  if (existing.length + stored.length > maxTotal) throw badRequest('too_many_photos');
  await repo.insertPhotos(
    tx,
    stored.map((p, i) => ({
      kind,
      listingId,
      url: p.url,
      urlSmall: p.urlSmall,
      position: existing.length + i,
    })),
  );
  await refresh(tx, kind, listingId);
}

/**
 * Deletes one photo of a listing `userId` owns: with `main` the main (first) photo only, otherwise
 * any photo but the main one. The others move up, the read copy follows, and the files go after
 * the commit. false when there is no such photo or it is someone else's (the same answer).
 */
export async function deleteListingPhoto(
  db: Db,
  storage: Storage,
  input: { kind: PhotoKind; photoId: number; userId: number; main: boolean },
): Promise<boolean> {
  const removed = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const photo = await repo.findPhoto(tx, input.kind, input.photoId);
    if (!photo) return null;
    const owner = await repo.lockListingOwner(tx, input.kind, photo.listingId);
    if (!owner || owner.userId !== input.userId) return null;
    const photos = await repo.photosOf(tx, input.kind, photo.listingId);
    const index = photos.findIndex((p) => p.id === photo.id);
    if (index < 0 || (index === 0) !== input.main) return null;
    await repo.deletePhoto(tx, photo.id);
    const rest = photos.filter((p) => p.id !== photo.id);
    for (const [i, p] of rest.entries()) if (p.position !== i) await repo.setPosition(tx, p.id, i);
    await refresh(tx, input.kind, photo.listingId);
    return photo;
  });
  if (!removed) return false;
  await discardStoredPhotos(storage, [removed]);
  return true;
}

export function toListingPhoto(row: repo.PhotoRow, isMain: boolean): ListingPhoto {
  return {
    id: row.id,
    listing_id: row.listingId,
    image_url: row.url,
    srcset: `${row.urlSmall} ${SMALL_WIDTH}w, ${row.url} ${LISTING_PHOTO_WIDTH}w`,
    is_main: isMain,
  };
}

/** The photos of each listing, main first, as the owners' lists give them. */
export async function listingPhotos(
  db: Db,
  kind: PhotoKind,
  listingIds: number[],
): Promise<Map<number, ListingPhoto[]>> {
  const rows = await repo.photosOfMany(db, kind, listingIds);
  const byListing = new Map<number, ListingPhoto[]>();
  for (const row of rows) {
    const list = byListing.get(row.listingId) ?? [];
    list.push(toListingPhoto(row, list.length === 0));
    byListing.set(row.listingId, list);
  }
  return byListing;
}
