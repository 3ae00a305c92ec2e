import { isLanguageTag } from '@harbour/i18n';
import type { Profile, UpdateProfileBody } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { newToken } from '../../lib/tokens.js';
import type { WorkQueue } from '../../lib/work-queue.js';
import { toWebp } from './picture.js';
import * as repo from './profile.repository.js';

/** What profile pictures are written to (`app.storage`). */
export interface PictureStorage {
  save(key: string, data: Buffer, contentType: string): Promise<string>;
  remove(urlPath: string): Promise<void>;
}

export interface ProfileDeps {
  db: Db;
  storage: PictureStorage;
  log: { warn(obj: object, msg: string): void };
  /** where pictures wait for their turn to be decoded */
  pictures: WorkQueue;
}

export function toProfile(u: repo.UserRow): Profile {
  return {
    id: u.id,
    full_name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    user_mobile: u.userMobile,
    address: u.address,
    address_en: u.address,
    postal_code: u.postalCode,
    profile_image: u.profileImage,
    city_id: u.cityId,
    state_id: u.provinceId,
    preferred_language: u.preferredLanguage,
    role: u.role,
  };
}

async function currentUser(db: Db, userId: number): Promise<repo.UserRow> {
  const user = await repo.findUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  return toProfile(await currentUser(db, userId));
}

/** "Ana María da Silva" → first "Ana", last "María da Silva". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The province and city after the change; they must exist and match (400 `city_not_found`).
 * A city alone moves the province with it; a province alone keeps the city only if it belongs there.
 */
async function resolveLocation(
  db: Db,
  user: repo.UserRow,
  stateId: number | undefined,
  cityId: number | undefined,
): Promise<{ provinceId: number; cityId: number | null }> {
  const nextCityId = cityId ?? user.cityId;
  if (nextCityId !== null) {
    const city = await repo.findCity(db, nextCityId);
    if (city && (stateId === undefined || city.provinceId === stateId)) {
      return { provinceId: city.provinceId, cityId: city.id };
    }
    if (cityId !== undefined || stateId === undefined) throw badRequest('city_not_found');
  }
  // a province alone, and the current city (if any) is elsewhere: the city is cleared
  const province = stateId === undefined ? null : await repo.findProvince(db, stateId);
  if (!province) throw badRequest('city_not_found');
  return { provinceId: province.id, cityId: null };
}

export async function updateProfile(db: Db, userId: number, body: UpdateProfileBody): Promise<Profile> {
  const user = await currentUser(db, userId);
  const changes: repo.ProfileChanges = {};
  if (body.full_name !== undefined) Object.assign(changes, splitFullName(body.full_name));
  if (body.postal_code !== undefined) changes.postalCode = body.postal_code || null;
  if (body.user_mobile !== undefined) changes.userMobile = body.user_mobile || null;
  if (body.preferred_language !== undefined) {
    if (!isLanguageTag(body.preferred_language)) throw badRequest('language_not_supported');
    changes.preferredLanguage = body.preferred_language;
  }
  if (body.state_id !== undefined || body.city_id !== undefined) {
    Object.assign(changes, await resolveLocation(db, user, body.state_id, body.city_id));
  }
  if (Object.keys(changes).length === 0) return toProfile(user);
  const updated = await repo.updateUser(db, userId, changes);
  if (!updated) throw unauthorized();
  return toProfile(updated);
}

/**
 * Re-encodes the upload, stores it, points the profile at it, then removes the previous picture.
 * If anything fails before the profile is updated, the old picture stays and the new file is removed.
 */
export async function replacePicture(deps: ProfileDeps, userId: number, upload: Buffer): Promise<Profile> {
  const user = await currentUser(deps.db, userId);
  const webp = await deps.pictures.run(() => toWebp(upload));
  const url = await deps.storage.save(`profile/${userId}/${newToken()}.webp`, webp, 'image/webp');
  let updated: repo.UserRow | null;
  try {
    updated = await repo.updateUser(deps.db, userId, { profileImage: url });
  } catch (err) {
    await removeQuietly(deps, url);
    throw err;
  }
  if (!updated) {
    await removeQuietly(deps, url);
    throw unauthorized();
  }
  if (user.profileImage && user.profileImage !== url) await removeQuietly(deps, user.profileImage);
  return toProfile(updated);
}

async function removeQuietly(deps: ProfileDeps, url: string): Promise<void> {
  try {
    await deps.storage.remove(url);
  } catch (err) {
    deps.log.warn({ err }, 'could not remove a profile picture file');
  }
}
