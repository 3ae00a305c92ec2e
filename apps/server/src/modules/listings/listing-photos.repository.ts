import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, events, listingPhotos, volunteerOrganizations } from '../../db/schema/index.js';

export type PhotoKind = 'business' | 'event' | 'volunteer';
export type PhotoRow = typeof listingPhotos.$inferSelect;

export async function photosOf(db: Db, kind: PhotoKind, listingId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.kind, kind), eq(listingPhotos.listingId, listingId)))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

export async function photosOfMany(db: Db, kind: PhotoKind, listingIds: number[]): Promise<PhotoRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.kind, kind), inArray(listingPhotos.listingId, listingIds)))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position), asc(listingPhotos.id));
}

export async function insertPhotos(
  db: Db,
  rows: { kind: PhotoKind; listingId: number; url: string; urlSmall: string; position: number }[],
): Promise<void> {
  if (rows.length) await db.insert(listingPhotos).values(rows);
}

export async function findPhoto(db: Db, kind: PhotoKind, id: number): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, id), eq(listingPhotos.kind, kind)));
  return row ?? null;
}

export async function deletePhoto(db: Db, id: number): Promise<void> {
  await db.delete(listingPhotos).where(eq(listingPhotos.id, id));
}

export async function setPosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, id));
}

/**
 * The owner of a listing, locking the listing row for the rest of the transaction so two uploads or
 * deletions on one listing take turns. null when there is no such listing.
 */
export async function lockListingOwner(
  db: Db,
  kind: PhotoKind,
  listingId: number,
): Promise<{ userId: number | null } | null> {
  const table = kind === 'business' ? businesses : kind === 'event' ? events : volunteerOrganizations;
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.id, listingId))
    .for('update');
  return row ?? null;
}

/** The read copy the public answers use: businesses.photos, or events/volunteer image = the main photo. */
export async function refreshReadCopy(db: Db, kind: PhotoKind, listingId: number, urls: string[]) {
  if (kind === 'business') {
    await db
      .update(businesses)
      .set({ photos: urls, updatedAt: new Date() })
      .where(eq(businesses.id, listingId));
  } else if (kind === 'event') {
    await db
      .update(events)
      .set({ image: urls[0] ?? null, updatedAt: sql`now()` })
      .where(eq(events.id, listingId));
  } else {
    await db
      .update(volunteerOrganizations)
      .set({ image: urls[0] ?? null })
      .where(eq(volunteerOrganizations.id, listingId));
  }
}
