import type { DirectoryType } from '@harbour/shared';
import type { BenchRequest, RequestSource } from './load-gen.js';

/** A city choice of the directory (a city, "All of PEI", or every city) and its pages per type. */
export interface Scope {
  cityId: number | 'all';
  name: string;
  pages: Record<DirectoryType, number>;
}

/** The requests of one row, each asking for a different answer; sent in order. */
export interface Plan {
  label: string;
  requests: BenchRequest[];
}

const MAX_REQUESTS = 60_000;
const get = (path: string): BenchRequest => ({ method: 'GET', path });
const directory = (type: DirectoryType, cityId: number | 'all', page: number, search?: string) =>
  get(
    `/api/web/directory/${type}?cityId=${cityId}&page=${page}` +
      (search === undefined ? '' : `&search=${encodeURIComponent(search)}`),
  );

/** Page 1 of every scope, then page 2 of every scope that has one, and so on: distinct (city, page). */
export function listPages(type: DirectoryType, scopes: Scope[]): BenchRequest[] {
  const out: BenchRequest[] = [];
  const last = Math.max(...scopes.map((s) => s.pages[type]));
  for (let page = 1; page <= last && out.length < MAX_REQUESTS; page++) {
    for (const s of scopes) if (page <= s.pages[type]) out.push(directory(type, s.cityId, page));
  }
  return out;
}

/** Every term once per pass, in a different one of `items` each pass: distinct (term, item) pairs. */
function pairs<T>(
  terms: string[],
  items: T[],
  make: (term: string, item: T) => BenchRequest,
): BenchRequest[] {
  const out: BenchRequest[] = [];
  for (let pass = 0; pass < items.length && out.length < MAX_REQUESTS; pass++) {
    terms.forEach((term, i) => out.push(make(term, items[(i + pass) % items.length]!)));
  }
  return out;
}

/** Searches in one city at a time: distinct (term, city). */
export const searchCities = (type: DirectoryType, terms: string[], cityIds: number[]) =>
  pairs(terms, cityIds, (term, cityId) => directory(type, cityId, 1, term));

/** Searches in every city: distinct (term, page), page 1 of every term first. */
export const searchAll = (type: DirectoryType, terms: string[], pages: number) =>
  pairs(
    terms,
    Array.from({ length: pages }, (_, i) => i + 1),
    (term, page) => directory(type, 'all', page, term),
  );

/** Lists and searches of the three directories in turn (each part distinct, so the whole is). */
export function mixed(terms: string[], scopes: Scope[], cityIds: number[]): BenchRequest[] {
  const types: DirectoryType[] = ['service', 'job', 'volunteer'];
  const parts = types.flatMap((type, i) => {
    // each type searches its own third of the terms, so the three do not ask the same words
    const own = terms.filter((_, j) => j % 3 === i);
    return [listPages(type, scopes), searchCities(type, own, cityIds)];
  });
  const out: BenchRequest[] = [];
  for (let i = 0; out.length < MAX_REQUESTS && parts.some((p) => i < p.length); i++) {
    for (const p of parts) if (i < p.length) out.push(p[i]!);
  }
  return out;
}

/** Well-being searches (POST), one province at a time: distinct (term, province). */
export const wellBeingSearches = (terms: string[], stateIds: number[]) =>
  pairs(terms, stateIds, (term, stateId) => ({
    method: 'POST' as const,
    path: '/api/web/wellBeingListings',
    body: JSON.stringify({ search_name: term.slice(0, 50), state_id: stateId, page_no: 1 }),
  }));

/** Hands out a plan's requests in order; past the end it starts again and counts the repeats. */
export function cursor(plan: Plan): { next: RequestSource; sent: () => number; repeats: () => number } {
  let i = 0;
  return {
    next: () => plan.requests[i++ % plan.requests.length]!,
    sent: () => i,
    repeats: () => Math.max(0, i - plan.requests.length),
  };
}
