import type { DirectoryType, ProvinceItem } from '@harbour/shared';
import { sql } from 'drizzle-orm';
import { createDatabase, rowsOf } from '../apps/server/src/db/client.js';
import { startServer, stop } from './api-load.js';
import { closedLoop, openLoop, type ClosedResult, type OpenResult, type RequestSource } from './load-gen.js';
import * as plans from './request-plans.js';
import { SEARCH_TERMS } from './search-terms.js';

export interface RowKind {
  /** raw rows are the floor to compare with, not held to the goals */
  kind: 'raw' | 'list' | 'search' | 'mixed';
}

export interface RowResult extends RowKind {
  label: string;
  closed: ClosedResult;
  open: OpenResult;
  distinct: number;
  sent: number;
  repeats: number;
}

export interface DirectoryReport {
  cacheMs: number;
  /** the app's search index (memory or sql), its load time and the server's memory after it */
  searchIndex: string;
  indexLoadMs: number;
  rssMb: number;
  terms: number;
  /** of the sampled terms, how many find at least one service in every city */
  matching: { found: number; sampled: number };
  rawSql: string[];
  /** listings behind the well-being row (the bench load may not add any) */
  wellBeingListings: number;
  rows: RowResult[];
}

async function countWellBeing(dbUrl: string): Promise<number> {
  const database = createDatabase({ databaseUrl: dbUrl, pgliteDir: null });
  try {
    const result = await database.db.execute(sql`select count(*)::int as n from well_being_listings`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

export interface LoadOptions {
  connections: number;
  duration: number;
  rate: number;
}

const TYPES: DirectoryType[] = ['service', 'job', 'volunteer'];
const PAGE_SIZE = 10;
const MATCH_SAMPLE = 300;
const SEARCH_PAGES = 3;
const SETTLE_MS = 2000;

async function getJson<T>(url: string): Promise<{ body: string; json: T }> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { body, json: JSON.parse(body) as T };
}
const countOf = async (url: string) => (await getJson<{ data: { count: number } }>(url)).json.data.count;

/** Every city choice with its number of pages per directory, read from the app. */
async function readScopes(url: string, states: ProvinceItem[]): Promise<plans.Scope[]> {
  const choices: { cityId: number | 'all'; name: string }[] = [
    ...states.flatMap((s) => s.city_list.map((c) => ({ cityId: c.city_id, name: c.city_name }))),
    { cityId: 'all', name: 'every city' },
  ];
  const scopes: plans.Scope[] = [];
  for (const c of choices) {
    const pages = {} as plans.Scope['pages'];
    for (const type of TYPES) {
      pages[type] = Math.ceil(
        (await countOf(`${url}/api/web/directory/${type}?cityId=${c.cityId}&page=1`)) / PAGE_SIZE,
      );
    }
    scopes.push({ ...c, pages });
  }
  return scopes;
}

/** A row: 1 s warm-up, the closed loop, then the open loop, all from one cursor (no request twice). */
async function measureRow(
  url: string,
  plan: plans.Plan | { label: string; next: RequestSource },
  kind: RowKind['kind'],
  o: LoadOptions,
): Promise<RowResult> {
  let fixedSent = 0;
  const fixed = () => {
    fixedSent++;
    return (plan as { next: RequestSource }).next();
  };
  const c =
    'requests' in plan ? plans.cursor(plan) : { next: fixed, sent: () => fixedSent, repeats: () => 0 };
  // a row the server could not keep up with may leave queries running: let them finish first
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await closedLoop(url, o.connections, 1, c.next);
  const closed = await closedLoop(url, o.connections, o.duration, c.next);
  const open = await openLoop(url, o.rate, o.duration, c.next);
  const distinct = 'requests' in plan ? plan.requests.length : 1;
  return { label: plan.label, kind, closed, open, distinct, sent: c.sent(), repeats: c.repeats() };
}

/**
 * The directory on PostgreSQL (`dbUrl`, the loaded listings) with the answer cache off: raw
 * node:http and raw pg first, then the app's rows, each at `connections` and at a steady `rate`.
 */
export async function measureDirectory(dbUrl: string, o: LoadOptions): Promise<DirectoryReport> {
  const app = await startServer('app-server.ts', {
    BENCH_APP_DATABASE_URL: dbUrl,
    DIRECTORY_CACHE_SECONDS: '0',
  });
  try {
    const cacheMs = app.info.directoryCacheMs ?? -1;
    if (cacheMs !== 0) throw new Error(`the bench app runs with an answer cache of ${cacheMs} ms, not 0`);
    const states = (
      await getJson<{ data: { state_list: ProvinceItem[] } }>(`${app.url}/api/web/provinces/all`)
    ).json.data.state_list;
    const scopes = await readScopes(app.url, states);
    const cities = states.flatMap((s) => s.city_list.map((c) => c.city_id));
    const charlottetown = states
      .flatMap((s) => s.city_list)
      .find((c) => c.city_name === 'Charlottetown')!.city_id;

    const step = Math.max(1, Math.floor(SEARCH_TERMS.length / MATCH_SAMPLE));
    const sample = SEARCH_TERMS.filter((_, i) => i % step === 0).slice(0, MATCH_SAMPLE);
    let found = 0;
    for (const term of sample) {
      const q = `cityId=all&page=1&search=${encodeURIComponent(term)}`;
      if ((await countOf(`${app.url}/api/web/directory/service?${q}`)) > 0) found++;
    }

    const pagePath = `/api/web/directory/service?cityId=${charlottetown}&page=1`;
    const page = await getJson(app.url + pagePath);
    const rows: RowResult[] = [];
    const bytes = Buffer.byteLength(page.body);
    const raw = await startServer('raw-server.ts', { RAW_BODY: page.body });
    try {
      rows.push(
        await measureRow(
          raw.url,
          { label: `raw node:http, same ${bytes} B`, next: () => ({ method: 'GET', path: '/' }) },
          'raw',
          o,
        ),
      );
    } finally {
      await stop(raw.child);
    }
    const listInput = { type: 'service', cityId: charlottetown, page: 1, search: '', lang: 'en' };
    const rawPg = await startServer('raw-pg-server.ts', {
      BENCH_APP_DATABASE_URL: dbUrl,
      RAW_BODY: page.body,
      RAW_PG_LIST: JSON.stringify(listInput),
    });
    const rawSql = rawPg.info.sql ?? [];
    try {
      const label = `raw pg: ${rawSql.length} statements of that page`;
      rows.push(await measureRow(rawPg.url, { label, next: () => ({ method: 'GET', path: '/' }) }, 'raw', o));
    } finally {
      await stop(rawPg.child);
    }
    // each app row on a new process: a row the app could not keep up with leaves it a backlog
    const fresh = async (plan: Parameters<typeof measureRow>[1], kind: RowKind['kind']) => {
      const server = await startServer('app-server.ts', {
        BENCH_APP_DATABASE_URL: dbUrl,
        DIRECTORY_CACHE_SECONDS: '0',
      });
      try {
        return await measureRow(server.url, plan, kind, o);
      } finally {
        await stop(server.child);
      }
    };
    const same = {
      label: 'app: that page, the same request',
      next: () => ({ method: 'GET' as const, path: pagePath }),
    };
    rows.push(await fresh(same, 'raw'));

    const terms = SEARCH_TERMS;
    const rowPlans: [plans.Plan, RowKind['kind']][] = [
      [{ label: 'list pages (city × page)', requests: plans.listPages('service', scopes) }, 'list'],
      [
        { label: 'search, one city (term × city)', requests: plans.searchCities('service', terms, cities) },
        'search',
      ],
      [
        {
          label: 'search, every city (term × page)',
          requests: plans.searchAll('service', terms, SEARCH_PAGES),
        },
        'search',
      ],
      [{ label: 'services/jobs/volunteers mixed', requests: plans.mixed(terms, scopes, cities) }, 'mixed'],
      [
        {
          label: 'well-being search (term × province)',
          requests: plans.wellBeingSearches(
            terms,
            states.map((s) => s.state_id),
          ),
        },
        'search',
      ],
    ];
    for (const [plan, kind] of rowPlans) rows.push(await fresh(plan, kind));
    const wellBeingListings = await countWellBeing(dbUrl);
    return {
      cacheMs,
      searchIndex: app.info.searchIndex ?? 'sql',
      indexLoadMs: app.info.indexLoadMs ?? 0,
      rssMb: app.info.rssMb ?? 0,
      terms: terms.length,
      matching: { found, sampled: sample.length },
      rawSql,
      wellBeingListings,
      rows,
    };
  } finally {
    await stop(app.child);
  }
}
