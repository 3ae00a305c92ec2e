import { LISTING_TRANSLATABLE_FIELDS, type ListingTranslationKind } from '@harbour/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businesses, events, jobs, nupostNotices, volunteerOrganizations } from './schema/index.js';

/** `text_translations.entity` of what organisations write: one per listing kind, and NuPOST notices. */
export type TranslatableEntity = 'service' | 'event' | 'job' | 'volunteer' | 'nupost_notice';

export interface TranslatableSource {
  entity: TranslatableEntity;
  /** the listing kind; none for a NuPOST notice */
  kind?: ListingTranslationKind;
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  originalLang: PgColumn;
  originalLangStated: PgColumn;
  /** field name (as stored in text_translations.field) → its column */
  fields: Record<string, PgColumn>;
}

function columns<K extends string>(
  names: readonly K[],
  table: Record<K, PgColumn>,
): Record<string, PgColumn> {
  return Object.fromEntries(names.map((n) => [n, table[n]]));
}

/** A business's translated fields keep the API's names; their columns lost the misleading `_en` (0039). */
const SERVICE_FIELDS: Record<(typeof LISTING_TRANSLATABLE_FIELDS.business)[number], PgColumn> = {
  keywordsEn: businesses.keywords,
  businessDescriptionEn: businesses.businessDescription,
};

/** What is machine translated, per entity: the descriptive texts a reader searches and reads. */
export const TRANSLATABLE: Record<TranslatableEntity, TranslatableSource> = {
  service: {
    entity: 'service',
    kind: 'business',
    table: businesses,
    id: businesses.id,
    userId: businesses.userId,
    originalLang: businesses.originalLang,
    originalLangStated: businesses.originalLangStated,
    fields: SERVICE_FIELDS,
  },
  event: {
    entity: 'event',
    kind: 'event',
    table: events,
    id: events.id,
    userId: events.userId,
    originalLang: events.originalLang,
    originalLangStated: events.originalLangStated,
    fields: columns(LISTING_TRANSLATABLE_FIELDS.event, events),
  },
  job: {
    entity: 'job',
    kind: 'job',
    table: jobs,
    id: jobs.id,
    userId: jobs.userId,
    originalLang: jobs.originalLang,
    originalLangStated: jobs.originalLangStated,
    fields: columns(LISTING_TRANSLATABLE_FIELDS.job, jobs),
  },
  volunteer: {
    entity: 'volunteer',
    kind: 'volunteer',
    table: volunteerOrganizations,
    id: volunteerOrganizations.id,
    userId: volunteerOrganizations.userId,
    originalLang: volunteerOrganizations.originalLang,
    originalLangStated: volunteerOrganizations.originalLangStated,
    fields: columns(LISTING_TRANSLATABLE_FIELDS.volunteer, volunteerOrganizations),
  },
  nupost_notice: {
    entity: 'nupost_notice',
    table: nupostNotices,
    id: nupostNotices.id,
    userId: nupostNotices.businessUserId,
    originalLang: nupostNotices.originalLang,
    originalLangStated: nupostNotices.originalLangStated,
    fields: { title: nupostNotices.title, body: nupostNotices.body },
  },
};

const ENTITY_OF_KIND: Record<ListingTranslationKind, TranslatableEntity> = {
  business: 'service',
  event: 'event',
  job: 'job',
  volunteer: 'volunteer',
};

export const entityOfKind = (kind: ListingTranslationKind): TranslatableEntity => ENTITY_OF_KIND[kind];

export function isTranslatableEntity(entity: string): entity is TranslatableEntity {
  return entity in TRANSLATABLE;
}
