import {
  EVENT_PARENT_CATEGORY_ID,
  type AgeGroupItem,
  type CategoryItem,
  type EventCategoryItem,
} from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import * as repo from './lookups.repository.js';

const toCategory = (r: repo.NamedRow): CategoryItem => ({ cat_id: r.id, cat_name: r.name });

export async function businessCategories(db: Db, lang: LanguageTag): Promise<CategoryItem[]> {
  return (await repo.listBusinessCategories(db, lang)).map(toCategory);
}

export async function volunteerCategories(db: Db, lang: LanguageTag): Promise<CategoryItem[]> {
  return (await repo.listVolunteerCategories(db, lang)).map(toCategory);
}

/** Event types are children of the events category (2); any other parent has none. */
export async function eventCategories(
  db: Db,
  parentId: number,
  lang: LanguageTag,
): Promise<EventCategoryItem[]> {
  if (parentId !== EVENT_PARENT_CATEGORY_ID) return [];
  return (await repo.listEventCategories(db, lang)).map((r) => ({ sub_category_id: r.id, name: r.name }));
}

export async function ageGroups(db: Db, parentId: number, lang: LanguageTag): Promise<AgeGroupItem[]> {
  if (parentId !== EVENT_PARENT_CATEGORY_ID) return [];
  return repo.listAgeGroups(db, lang);
}
