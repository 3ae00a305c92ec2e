import { randomBytes } from 'node:crypto';
import {
  NUPOST_PICTURE_PATH,
  NUPOST_PICTURE_SIZE,
  NUPOST_PICTURES_MAX_BYTES,
  type NupostPicture,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { Storage } from '../../providers/storage/index.js';
import * as repo from './notices.repository.js';
import { withTransaction } from './nupost.repository.js';

export interface PictureDeps {
  db: Db;
  storage: Storage;
  /** the app's picture queue, so decoding never takes more cores than PICTURE_CONCURRENCY */
  pictures?: WorkQueue;
}

/** 403 `nupost.notices.no_business_account` unless the caller holds a business account. */
async function requireAccount(db: Db, userId: number): Promise<void> {
  if (!(await repo.findAccountWithPlan(db, userId))) throw forbidden('nupost.notices.no_business_account');
}

/** Storage folder of a business's pictures; the orphan sweep removes those no notice names. */
export const pictureFolder = (userId: number) => `nupost/${userId}/`;

/** Whether `url` is a picture stored for `userId` (its path says whose it is). */
export const isPictureOf = (url: string, userId: number) =>
  NUPOST_PICTURE_PATH.exec(url)?.[1] === String(userId);

/** Bytes the business's pictures take: every file in its folder, uploaded or attached. */
async function usedBytes(deps: PictureDeps, userId: number): Promise<number> {
  let total = 0;
  if (deps.storage.list) {
    for await (const file of deps.storage.list(pictureFolder(userId))) total += file.size;
    return total;
  }
  // a storage that cannot list counts the pictures its notices show
  for (const url of await repo.picturesOf(deps.db, userId)) total += (await deps.storage.size(url)) ?? 0;
  return total;
}

/**
 * A PNG, JPEG or WebP → a WebP of at most NUPOST_PICTURE_SIZE on its longest side, upright, with no
 * metadata (EXIF, GPS), stored in the business's folder. 403 `nupost.pictures.storage_full` when the
 * account's pictures would pass NUPOST_PICTURES_MAX_BYTES; the account row is locked meanwhile so two
 * uploads cannot both take the last bytes.
 */
export async function uploadPicture(deps: PictureDeps, userId: number, data: Buffer): Promise<NupostPicture> {
  await requireAccount(deps.db, userId);
  const encode = () =>
    reencodeImage(data, {
      width: NUPOST_PICTURE_SIZE,
      height: NUPOST_PICTURE_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
      quality: 80,
    });
  const webp = await (deps.pictures ? deps.pictures.run(encode) : encode());
  return withTransaction(deps.db, async (tx) => {
    await repo.lockAccount(tx, userId);
    const used = await usedBytes({ ...deps, db: tx }, userId);
    if (used + webp.length > NUPOST_PICTURES_MAX_BYTES) throw forbidden('nupost.pictures.storage_full');
    const key = `${pictureFolder(userId)}${randomBytes(16).toString('hex')}.webp`;
    const url = await deps.storage.save(key, webp, 'image/webp');
    return { url, bytes: webp.length, used_bytes: used + webp.length, max_bytes: NUPOST_PICTURES_MAX_BYTES };
  });
}

/**
 * Removes a picture of the caller's that no notice of theirs shows (one uploaded, then taken off the
 * form before saving); false when it is in use or not theirs. Others wait for the orphan sweep.
 */
export async function removePicture(deps: PictureDeps, userId: number, file: string): Promise<boolean> {
  await requireAccount(deps.db, userId);
  const url = `/uploads/${pictureFolder(userId)}${file}`;
  if (!isPictureOf(url, userId) || (await deps.storage.size(url)) === null) return false;
  if (await repo.pictureInUse(deps.db, userId, url)) return false;
  await deps.storage.remove(url);
  return true;
}

/**
 * 400 `nupost.notices.picture_not_valid` unless `picture` is null, the notice's own picture already, or
 * one stored for `userId` that is still there: a business attaches only its own uploads.
 */
export async function requireOwnPicture(
  storage: Storage,
  userId: number,
  picture: string | null,
  current: string | null = null,
): Promise<void> {
  if (picture === null || picture === current) return;
  if (isPictureOf(picture, userId) && (await storage.size(picture)) !== null) return;
  throw badRequest('nupost.notices.picture_not_valid');
}

/**
 * After a notice lets go of its picture (deleted, or given another): the file goes at once when no other
 * notice of the business shows it, so its bytes count against the cap no longer.
 */
export async function releasePicture(
  deps: Pick<PictureDeps, 'db' | 'storage'>,
  userId: number,
  url: string | null,
): Promise<void> {
  if (!url || !isPictureOf(url, userId) || (await repo.pictureInUse(deps.db, userId, url))) return;
  await deps.storage.remove(url).catch(() => undefined);
}
