import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ageGroups,
  businessCategories,
  eventCategories,
  volunteerCategories,
} from '../../db/schema/index.js';

export interface NamedRow {
  id: number;
  name: string;
}

/** English names; the service overlays the caller's language from text_translations. */
export function listBusinessCategories(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: businessCategories.id, name: businessCategories.name })
    .from(businessCategories)
    .orderBy(asc(businessCategories.id));
}

export function listVolunteerCategories(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: volunteerCategories.id, name: volunteerCategories.name })
    .from(volunteerCategories)
    .orderBy(asc(volunteerCategories.id));
}

export function listEventCategories(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id));
}

export function listAgeGroups(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: ageGroups.id, name: ageGroups.name })
    .from(ageGroups)
    .orderBy(asc(ageGroups.sortOrder), asc(ageGroups.id));
}
