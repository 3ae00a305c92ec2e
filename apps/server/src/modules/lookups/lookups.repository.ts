import { asc, sql, type SQL } from 'drizzle-orm';
import type { LanguageTag } from '@harbour/i18n';
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

/** The name in `lang` from a names jsonb, else its English name. */
const localizedName = (
  names: typeof eventCategories.names | typeof ageGroups.names,
  lang: LanguageTag,
): SQL<string> => sql<string>`coalesce(nullif(${names} ->> ${lang}, ''), ${names} ->> 'en')`;

/** English names; the service overlays the caller's language from text_translations. */
export function listBusinessCategories(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: businessCategories.id, name: businessCategories.catNameEn })
    .from(businessCategories)
    .orderBy(asc(businessCategories.id));
}

export function listVolunteerCategories(db: Db): Promise<NamedRow[]> {
  return db
    .select({ id: volunteerCategories.id, name: volunteerCategories.catNameEn })
    .from(volunteerCategories)
    .orderBy(asc(volunteerCategories.id));
}

export function listEventCategories(db: Db, lang: LanguageTag): Promise<NamedRow[]> {
  return db
    .select({ id: eventCategories.id, name: localizedName(eventCategories.names, lang) })
    .from(eventCategories)
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id));
}

export function listAgeGroups(db: Db, lang: LanguageTag): Promise<NamedRow[]> {
  return db
    .select({ id: ageGroups.id, name: localizedName(ageGroups.names, lang) })
    .from(ageGroups)
    .orderBy(asc(ageGroups.sortOrder), asc(ageGroups.id));
}
