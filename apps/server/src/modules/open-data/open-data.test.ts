import { describe, expect, it } from 'vitest';
import type {
  HsdsOrganizationSummary,
  HsdsPage,
  HsdsServiceAtLocationListItem,
  HsdsServiceListItem,
} from '@harbour/shared';
import { entityUuid } from '../../lib/entity-uuid.js';
import { hsdsValidators } from '../../test/hsds-schemas.js';
import { BASE, useOpenDataApp } from './open-data.test-helpers.js';

const PAGE_KEYS = [
  'contents',
  'empty',
  'first_page',
  'last_page',
  'page_number',
  'size',
  'total_items',
  'total_pages',
];
const hsds = hsdsValidators();
const { ctx, get, expectError, all } = useOpenDataApp();

describe('GET /api/open-data/hsds', () => {
  it('describes the API, with or without the trailing slash, as the official schema says', async () => {
    const meta = {
      version: '3.0',
      profile: 'https://docs.openreferral.org/en/v3.0/',
      openapi_url: 'https://raw.githubusercontent.com/openreferral/specification/3.0/schema/openapi.json',
    };
    expect(await get('')).toEqual(meta);
    expect(await get('/')).toEqual(meta);
    expect(hsds.response('/', meta)).toEqual([]);
  });
});

describe('GET /api/open-data/hsds/services', () => {
  it('is an official HSDS page of the published services, the same count as the directory', async () => {
    const body = await get<HsdsPage<HsdsServiceListItem>>('/services');
    expect(Object.keys(body).sort()).toEqual(PAGE_KEYS);
    expect(hsds.response('/services', body)).toEqual([]);
    for (const item of body.contents) expect(hsds.schema('service_list', item)).toEqual([]);
    expect(ctx.directoryTotal).toBeGreaterThan(100);
    expect(body).toMatchObject({
      total_items: ctx.directoryTotal,
      total_pages: Math.ceil(ctx.directoryTotal / 50),
      page_number: 1,
      size: 50,
      first_page: true,
      last_page: false,
      empty: false,
    });
    expect(body.contents).toHaveLength(50);
    expect(body.contents[0]?.organization.id).toBe(body.contents[0]?.organization_id);
  });

  it('pages without overlap up to the last page, and past it answers an empty page', async () => {
    const one = await get<HsdsPage<HsdsServiceListItem>>('/services?per_page=10&page=1');
    const two = await get<HsdsPage<HsdsServiceListItem>>('/services?per_page=10&page=2');
    expect(two).toMatchObject({ page_number: 2, size: 10, first_page: false, last_page: false });
    expect(one.contents.map((s) => s.id).filter((id) => two.contents.some((s) => s.id === id))).toEqual([]);

    const pages = Math.ceil(ctx.directoryTotal / 100);
    const last = await get<HsdsPage<HsdsServiceListItem>>(`/services?per_page=100&page=${pages}`);
    expect(last).toMatchObject({ total_pages: pages, page_number: pages, last_page: true, empty: false });
    expect(last.size).toBe(ctx.directoryTotal - (pages - 1) * 100);
    expect(last.contents).toHaveLength(last.size);

    const beyond = await get<HsdsPage<HsdsServiceListItem>>(`/services?per_page=100&page=${pages + 1}`);
    expect(beyond).toEqual({
      total_items: ctx.directoryTotal,
      total_pages: pages,
      page_number: pages + 1,
      size: 0,
      first_page: false,
      last_page: true,
      empty: true,
      contents: [],
    });
    expect(hsds.response('/services', beyond)).toEqual([]);
  });

  it('answers 400 with a message key for page and per_page out of bounds', async () => {
    for (const q of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=100001']) {
      await expectError(`/services?${q}`, 400, 'invalid_page');
    }
    for (const q of ['per_page=0', 'per_page=101', 'per_page=2.5', 'per_page=x']) {
      await expectError(`/organizations?${q}`, 400, 'invalid_per_page');
    }
    expect((await get<HsdsPage<unknown>>('/service_at_locations?per_page=100')).size).toBe(100);
    expect((await get<HsdsPage<unknown>>('/services?per_page=1')).size).toBe(1);
  });

  it('leaves out unpublished and expired listings, and gives stable ids', async () => {
    const first = await all<HsdsServiceListItem>('/services');
    expect(first).toHaveLength(ctx.directoryTotal);
    const listed = new Set(first.map((s) => s.id));
    expect(listed.size).toBe(ctx.directoryTotal);
    expect(listed.has(entityUuid('service', ctx.ids.known))).toBe(true);
    expect(listed.has(entityUuid('service', ctx.ids.pending))).toBe(false);
    expect(listed.has(entityUuid('service', ctx.ids.expired))).toBe(false);
    expect((await all<HsdsServiceListItem>('/services')).map((s) => s.id)).toEqual(first.map((s) => s.id));
  });
});

describe('organizations and service_at_locations', () => {
  it('lists organizations as an official page', async () => {
    const body = await get<HsdsPage<HsdsOrganizationSummary>>('/organizations?per_page=20');
    expect(hsds.response('/organizations', body)).toEqual([]);
    for (const item of body.contents) expect(hsds.schema('organization_list', item)).toEqual([]);
    expect(body).toMatchObject({ total_items: ctx.directoryTotal, size: 20 });
  });

  it('lists the services that have a location, each valid against the official schema', async () => {
    const body = await get<HsdsPage<HsdsServiceAtLocationListItem>>('/service_at_locations?per_page=30');
    expect(hsds.response('/service_at_locations', body)).toEqual([]);
    for (const item of body.contents) expect(hsds.schema('service_at_location_list', item)).toEqual([]);
    const every = await all<HsdsServiceAtLocationListItem>('/service_at_locations');
    expect(every).toHaveLength(ctx.directoryTotal - 1);
    expect(every.some((s) => s.service_id === entityUuid('service', ctx.ids.noPlace))).toBe(false);
    const known = every.find((s) => s.service_id === entityUuid('service', ctx.ids.known));
    expect(known?.location).toMatchObject({
      latitude: 46.2352,
      longitude: -63.1262,
      name: 'Open Data known',
    });
  });
});

describe('HSDS validation and API description', () => {
  it('the official schemas reject a wrong document (so the checks above can fail)', () => {
    const good = { id: entityUuid('service', 1), name: 'A', status: 'active' };
    expect(hsds.schema('service_list', good)).toEqual([]);
    expect(hsds.schema('service_list', { ...good, status: 'open' }).length).toBeGreaterThan(0);
    expect(hsds.schema('service_list', { ...good, id: '42' }).length).toBeGreaterThan(0);
    expect(hsds.schema('service_list', { ...good, opening: 'x' })).toEqual([
      'service_list (closed) must NOT have additional properties',
    ]);
    expect(hsds.response('/services', { total_items: '1', contents: [] }).length).toBeGreaterThan(0);
  });

  it('declares the routes in OpenAPI under the open-data tag', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    for (const path of [
      '',
      '/services',
      '/services/{id}',
      '/organizations',
      '/organizations/{id}',
      '/service_at_locations',
    ]) {
      expect(spec.paths[`${BASE}${path}`]?.get?.tags, path).toEqual(['open-data']);
    }
  });
});
