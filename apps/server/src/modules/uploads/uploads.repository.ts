import { sql, type Column } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import {
  businesses,
  contentPages,
  events,
  listingPhotos,
  notifications,
  nupostNotices,
  settings,
  storyPages,
  teamMembers,
  users,
  volunteerOrganizations,
  wellBeingListings,
} from '../../db/schema/index.js';

/**
 * Every column that may name an uploaded file: the listing photos and their read copies, profile
 * pictures, and the images (or any text) of the admin's content. A new column holding an upload's
 * URL belongs here, or the sweep of orphan files removes its file (uploads.test.ts checks the
 * schema for image-like columns missing from this list).
 */
export const UPLOAD_REFERENCES: Column[] = [
  listingPhotos.url,
  listingPhotos.urlSmall,
  businesses.photos,
  events.image,
  volunteerOrganizations.image,
  users.profileImage,
  teamMembers.image,
  storyPages.image,
  notifications.image,
  notifications.icon,
  nupostNotices.picture,
  wellBeingListings.image,
  contentPages.sections,
  settings.value,
];

const UPLOAD_URL = /\/uploads\/[A-Za-z0-9_./-]+/g;

/** The URL paths (`/uploads/...`) that any row names, wherever in the column's text they appear. */
export async function referencedUploads(db: Db): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const column of UPLOAD_REFERENCES) {
    const result = await db.execute(
      sql`select ${column}::text as v from ${column.table} where ${column}::text like '%/uploads/%'`,
    );
    for (const { v } of rowsOf<{ v: string | null }>(result))
      for (const url of v?.match(UPLOAD_URL) ?? []) referenced.add(url);
  }
  return referenced;
}
