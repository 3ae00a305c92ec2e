import {
  EVENT_PARENT_CATEGORY_ID,
  type AgeGroupItem,
  type CategoryItem,
  type EventCategoryItem,
} from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import { siteTexts } from '../site/index.js';
import * as repo from './lookups.repository.js';

/** Names in `lang`, each falling back to its English name. */
async function localized(
  db: Db,
  entity: 'business_category' | 'volunteer_category' | 'event_category' | 'age_group',
  rows: repo.NamedRow[],
  lang: LanguageTag,
): Promise<repo.NamedRow[]> {
  const text = await siteTexts(
    db,
    entity,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({ id: r.id, name: text(r.id, 'name', r.name) }));
}

async function localizedCategories(
  db: Db,
  entity: 'business_category' | 'volunteer_category',
  rows: repo.NamedRow[],
  lang: LanguageTag,
): Promise<CategoryItem[]> {
  return (await localized(db, entity, rows, lang)).map((r) => ({ cat_id: r.id, cat_name: r.name }));
}

export async function businessCategories(db: Db, lang: LanguageTag): Promise<CategoryItem[]> {
  return localizedCategories(db, 'business_category', await repo.listBusinessCategories(db), lang);
}

export async function volunteerCategories(db: Db, lang: LanguageTag): Promise<CategoryItem[]> {
  return localizedCategories(db, 'volunteer_category', await repo.listVolunteerCategories(db), lang);
}

/** Event types are children of the events category (2); any other parent has none. */
export async function eventCategories(
  db: Db,
  parentId: number,
  lang: LanguageTag,
): Promise<EventCategoryItem[]> {
  if (parentId !== EVENT_PARENT_CATEGORY_ID) return [];
  const rows = await localized(db, 'event_category', await repo.listEventCategories(db), lang);
  return rows.map((r) => ({ sub_category_id: r.id, name: r.name }));
}

export async function ageGroups(db: Db, parentId: number, lang: LanguageTag): Promise<AgeGroupItem[]> {
  if (parentId !== EVENT_PARENT_CATEGORY_ID) return [];
  return localized(db, 'age_group', await repo.listAgeGroups(db), lang);
}
