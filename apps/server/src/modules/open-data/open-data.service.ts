import {
  HSDS_OPENAPI_URL,
  HSDS_PROFILE_URL,
  HSDS_VERSION,
  type HsdsApiMeta,
  type HsdsOrganization,
  type HsdsOrganizationSummary,
  type HsdsPage,
  type HsdsPageQuery,
  type HsdsService,
  type HsdsServiceAtLocationListItem,
  type HsdsServiceListItem,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { entityIdOf } from '../../lib/entity-uuid.js';
import { notFound } from '../../lib/errors.js';
import { atlanticToday } from '../directory/index.js';
import * as map from './open-data.mapping.js';
import * as repo from './open-data.repository.js';

export function apiMeta(): HsdsApiMeta {
  return { version: HSDS_VERSION, profile: HSDS_PROFILE_URL, openapi_url: HSDS_OPENAPI_URL };
}

/** The HSDS page header; a page past the last one is an empty page, not an error. */
export function pageOf<T>(total: number, query: HsdsPageQuery, contents: T[]): HsdsPage<T> {
  const totalPages = Math.ceil(total / query.per_page);
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: query.page,
    size: contents.length,
    first_page: query.page === 1,
    last_page: query.page >= totalPages,
    empty: contents.length === 0,
    contents,
  };
}

async function page<T>(
  db: Db,
  query: HsdsPageQuery,
  toItem: (row: repo.SummaryRow) => T,
  withLocation = false,
): Promise<HsdsPage<T>> {
  const { rows, total } = await repo.publishedPage(db, {
    today: atlanticToday(),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    withLocation,
  });
  return pageOf(total, query, rows.map(toItem));
}

export const servicesPage = (db: Db, query: HsdsPageQuery): Promise<HsdsPage<HsdsServiceListItem>> =>
  page(db, query, map.serviceListItem);

export const organizationsPage = (db: Db, query: HsdsPageQuery): Promise<HsdsPage<HsdsOrganizationSummary>> =>
  page(db, query, map.organizationSummary);

export const serviceAtLocationsPage = (
  db: Db,
  query: HsdsPageQuery,
): Promise<HsdsPage<HsdsServiceAtLocationListItem>> => page(db, query, map.serviceAtLocationListItem, true);

function idOf(kind: 'service' | 'organization', uuid: string): number {
  const id = entityIdOf(kind, uuid);
  if (id === null) throw notFound();
  return id;
}

/** A fully nested service: organization, phones, schedules, location with address, categories. */
export async function serviceById(db: Db, value: string): Promise<HsdsService> {
  const today = atlanticToday();
  const id = idOf('service', value);
  const [row, categories] = await Promise.all([
    repo.publishedById(db, id, today),
    repo.categoriesOf(db, [id]),
  ]);
  if (!row) throw notFound();
  return map.fullService(row, categories);
}

/** A fully nested organization: phones, locations, and its (one) service. */
export async function organizationById(db: Db, value: string): Promise<HsdsOrganization> {
  const today = atlanticToday();
  const row = await repo.publishedById(db, idOf('organization', value), today);
  if (!row) throw notFound();
  return map.fullOrganization(row);
}
