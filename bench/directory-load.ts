import type { ProvinceItem, ServiceListData } from '@harbour/shared';
import { load, startServer, stop, type LoadResult } from './api-load.js';
import { loadListings, type LoadReport } from './load-listings.js';

/** What people type, typos included; each connection sends them in turn. */
export const SEARCH_TERMS = [
  'plumbng',
  'halifx dentist',
  'english clases',
  'halal',
  'barbr',
  'immigration lawyer',
  'tax return',
  'daycare',
  'phone repair',
  'physio',
  'bakery',
  'mechanic winter tires',
  'translaton',
  'house cleaning',
  'pharmacy',
  'driving lessons',
];

export interface Scenario {
  label: string;
  paths: string[];
}

export interface DirectoryReport {
  load: LoadReport;
  scenarios: (Scenario & { matches: number[] })[];
  rows: LoadResult[];
}

interface ListAnswer {
  data: ServiceListData | null;
}
interface ProvincesAnswer {
  data: { state_list: ProvinceItem[] };
}

async function getJson<T>(url: string): Promise<{ body: string; json: T }> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { body, json: JSON.parse(body) as T };
}

/**
 * Loads the listings, then measures the directory list and search on PostgreSQL: a city's first
 * page, searches in a city and in every city with rotating terms, and a deep page; raw node:http
 * answering the bytes of the first page is the first row.
 */
export async function measureDirectory(
  adminUrl: string,
  connections: number,
  duration: number,
): Promise<DirectoryReport> {
  const report = await loadListings(adminUrl);
  const app = await startServer('app-server.ts', { BENCH_APP_DATABASE_URL: report.url });
  try {
    const provinces = await getJson<ProvincesAnswer>(`${app.url}/api/web/provinces/all`);
    const cityId = (name: string) => {
      const city = provinces.json.data.state_list
        .flatMap((p) => p.city_list)
        .find((c) => c.city_name === name);
      if (!city) throw new Error(`no city ${name} in the seed`);
      return city.city_id;
    };
    const list = (q: string) => `/api/web/directory/service?${q}`;
    const search = (city: number | 'all') =>
      SEARCH_TERMS.map((t) => list(`cityId=${city}&page=1&search=${encodeURIComponent(t)}`));
    const firstPage = list(`cityId=${cityId('Charlottetown')}&page=1`);
    const first = await getJson<ListAnswer>(app.url + firstPage);
    const middle = Math.ceil((first.json.data?.count ?? 0) / 10 / 2);

    const scenarios: Scenario[] = [
      { label: 'list: Charlottetown, page 1', paths: [firstPage] },
      { label: 'search: Halifax, 16 terms', paths: search(cityId('Halifax')) },
      { label: 'search: all cities, 16 terms', paths: search('all') },
      {
        label: `list: Charlottetown, page ${middle}`,
        paths: [list(`cityId=${cityId('Charlottetown')}&page=${middle}`)],
      },
    ];
    const withMatches: DirectoryReport['scenarios'] = [];
    for (const s of scenarios) {
      const matches: number[] = [];
      for (const p of s.paths) matches.push((await getJson<ListAnswer>(app.url + p)).json.data?.count ?? 0);
      withMatches.push({ ...s, matches });
    }

    const raw = await startServer('raw-server.ts', { RAW_BODY: first.body });
    let rawRow: LoadResult;
    try {
      rawRow = await load(
        `raw node:http (${Buffer.byteLength(first.body)} B)`,
        raw.url,
        connections,
        duration,
      );
    } finally {
      await stop(raw.child);
    }
    const rows = [rawRow];
    // With the answer cache (DIRECTORY_CACHE_SECONDS, 30 s by default) the repeated pages and terms
    // are served from memory after their first request; without it every request is a query.
    for (const s of scenarios) rows.push(await load(s.label, app.url, connections, duration, s.paths));
    const uncached = await startServer('app-server.ts', {
      BENCH_APP_DATABASE_URL: report.url,
      DIRECTORY_CACHE_SECONDS: '0',
    });
    try {
      for (const s of scenarios) {
        rows.push(await load(`${s.label}, no cache`, uncached.url, connections, duration, s.paths));
      }
    } finally {
      await stop(uncached.child);
    }
    return { load: report, scenarios: withMatches, rows };
  } finally {
    await stop(app.child);
  }
}
