import { describe, expect, it } from 'vitest';
import {
  cursor,
  listPages,
  mixed,
  searchAll,
  searchCities,
  wellBeingSearches,
  type Scope,
} from './request-plans.js';

const scopes: Scope[] = [
  { cityId: 1, name: 'Moncton', pages: { service: 3, job: 1, volunteer: 2 } },
  { cityId: 4, name: 'Charlottetown', pages: { service: 5, job: 2, volunteer: 0 } },
  { cityId: 'all', name: 'every city', pages: { service: 8, job: 3, volunteer: 2 } },
];
const terms = ['dentist', 'dentst', 'boulangerie', 'halal meat'];
const keys = (requests: { path: string; body?: string }[]) => requests.map((r) => r.path + (r.body ?? ''));
const distinct = (requests: { path: string; body?: string }[]) =>
  new Set(keys(requests)).size === requests.length;

describe('request plans', () => {
  it('list every existing page of every city once, first pages first', () => {
    const pages = listPages('service', scopes);
    expect(pages).toHaveLength(3 + 5 + 8);
    expect(distinct(pages)).toBe(true);
    expect(pages.slice(0, 3).every((r) => r.path.endsWith('&page=1'))).toBe(true);
    expect(pages.some((r) => r.path.includes('cityId=1&page=4'))).toBe(false);
  });

  it('ask each term once per city, and once per page in every city', () => {
    const oneCity = searchCities('service', terms, [1, 4]);
    expect(oneCity).toHaveLength(8);
    expect(distinct(oneCity)).toBe(true);
    const all = searchAll('job', terms, 2);
    expect(all).toHaveLength(8);
    expect(distinct(all)).toBe(true);
    expect(all[0]!.path).toBe('/api/web/directory/job?cityId=all&page=1&search=dentist');
  });

  it('mix the three directories without asking twice', () => {
    const requests = mixed(terms, scopes, [1, 4]);
    expect(distinct(requests)).toBe(true);
    expect(requests.slice(0, 6).map((r) => r.path.split('?')[0])).toEqual([
      '/api/web/directory/service',
      '/api/web/directory/service',
      '/api/web/directory/job',
      '/api/web/directory/job',
      '/api/web/directory/volunteer',
      '/api/web/directory/volunteer',
    ]);
  });

  it('post well-being searches per province', () => {
    const requests = wellBeingSearches(terms, [2, 4]);
    expect(distinct(requests)).toBe(true);
    expect(JSON.parse(requests[0]!.body!)).toEqual({ search_name: 'dentist', state_id: 2, page_no: 1 });
  });

  it('count the requests sent past the end as repeats', () => {
    const c = cursor({ label: 'x', requests: listPages('job', scopes) });
    for (let i = 0; i < 8; i++) c.next();
    expect(c.sent()).toBe(8);
    expect(c.repeats()).toBe(2);
  });
});
