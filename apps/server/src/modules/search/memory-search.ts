import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { volunteerListRank } from '../../db/schema/index.js';
import { preparedSql } from '../../db/prepared.js';
import { andInto, MemoryIndex, slotsOf, type Bits, type IndexedListing } from './memory-index.js';
import { rankerFor } from './memory-rank.js';
import type { SearchTerms } from './text-search.js';

export type IndexedKind = 'service' | 'job' | 'volunteer';

/** Listing dates of a listing never within them, and of one always within them (jobs, organisations). */
const NEVER = { start: 2147483647, end: -2147483648 };
const ALWAYS = { start: NEVER.end, end: NEVER.start };
const days = (column: string) => sql.raw(`(${column} - date '1970-01-01')`);

/** Each listing table as an index reads it: a listing without dates is never within them. */
const SOURCES: Record<IndexedKind, SQL> = {
  service: sql`select id, status, featured, coalesce(${days('listing_start_date')}, ${NEVER.start}) as "startDay",
      coalesce(${days('listing_end_date')}, ${NEVER.end}) as "endDay", null::int as "cityId", search_doc::text as doc
    from businesses`,
  job: sql`select id, status, 0 as featured, ${ALWAYS.start}::int as "startDay", ${ALWAYS.end}::int as "endDay", city_id as "cityId",
      search_doc::text as doc from jobs`,
  volunteer: sql`select id, status, 0 as featured, ${ALWAYS.start}::int as "startDay", ${ALWAYS.end}::int as "endDay",
      null::int as "cityId", search_doc::text as doc from volunteer_organizations`,
};
/**
 * The order after the rank, as the directories' `searchRest` (directory/directory.repository.ts) orders
 * a search: the index sorts ties by it (memory-search.test.ts holds the two to the same answers).
 */
const TIES: Record<IndexedKind, SQL> = {
  service: sql`select id from businesses order by business_name, id`,
  job: sql`select id from jobs order by posted_at desc, job_title, id`,
  volunteer: sql`select id from volunteer_organizations order by ${volunteerListRank(sql`looking_for_volunteer`)}, org_name, id`,
};
const tiesOf = (kind: IndexedKind) => preparedSql<Record<string, never>, { id: number }>(TIES[kind]);

/** Listings read per statement while loading: the server keeps answering between two batches. */
const LOAD_BATCH = 500;

const batchOf = (kind: IndexedKind) =>
  preparedSql<{ after: number; limit: number }, IndexedListing>(
    sql`select * from (${SOURCES[kind]}) l where id > ${sql.placeholder('after')} order by id limit ${sql.placeholder('limit')}`,
  );
const byIds = (kind: IndexedKind) =>
  preparedSql<{ ids: number[] }, IndexedListing>(
    sql`select * from (${SOURCES[kind]}) l where id = any(${sql.placeholder('ids')}::int[])`,
  );
const STATEMENTS = {
  batch: { service: batchOf('service'), job: batchOf('job'), volunteer: batchOf('volunteer') },
  byIds: { service: byIds('service'), job: byIds('job'), volunteer: byIds('volunteer') },
  ties: { service: tiesOf('service'), job: tiesOf('job'), volunteer: tiesOf('volunteer') },
  generation: preparedSql<{ terms: string[] }, { gen: string; oldest: string | null; stems: string[] }>(
    sql`select gen, (select min(gen) from search_changes) as oldest,
        array(select plainto_tsquery('english'::regconfig, t)::text from unnest(${sql.placeholder('terms')}::text[]) t) as stems
      from search_generation`,
  ),
  changes: preparedSql<{ kind: string; after: number }, { gen: string; id: number }>(
    sql`select gen, id from search_changes where kind = ${sql.placeholder('kind')} and gen > ${sql.placeholder('after')}`,
  ),
};

interface Live {
  index: MemoryIndex;
  /** every change up to this generation is in the index */
  gen: number;
  loaded: boolean;
  loading: Promise<void> | null;
  refreshing: Promise<void> | null;
}

/** Where an index says it loaded, or failed to (the next search or list page tries again). */
export interface IndexLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

const lives = new WeakMap<Db, Map<IndexedKind, Live>>();
const enabled = new WeakMap<Db, IndexLog | null>();

/**
 * Searches and list pages of this database use its in-memory indexes (config `SEARCH_INDEX=memory`),
 * each loaded on first use.
 */
export function useMemorySearch(db: Db, log: IndexLog | null = null): void {
  enabled.set(db, log);
}

/** Searches and list pages of this database go to PostgreSQL alone again (the indexes stay loaded). */
export function useSqlSearch(db: Db): void {
  enabled.delete(db);
}

function liveOf(db: Db, kind: IndexedKind): Live {
  let kinds = lives.get(db);
  if (!kinds) {
    kinds = new Map();
    lives.set(db, kinds);
  }
  let live = kinds.get(kind);
  if (!live) {
    live = { index: new MemoryIndex(), gen: 0, loaded: false, loading: null, refreshing: null };
    kinds.set(kind, live);
  }
  return live;
}

/** Reads the whole table in batches, then marks the index ready; changes meanwhile come with the next search. */
async function load(db: Db, kind: IndexedKind, live: Live): Promise<void> {
  const started = performance.now();
  const [first] = await STATEMENTS.generation(db, { terms: [] });
  const index = new MemoryIndex();
  for (let after = 0; ;) {
    const rows = await STATEMENTS.batch[kind](db, { after, limit: LOAD_BATCH });
    for (const row of rows) index.put(row);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  index.setTieOrder((await STATEMENTS.ties[kind](db, {})).map((r) => r.id));
  live.index = index;
  live.gen = Number(first!.gen);
  live.loaded = true;
  enabled
    .get(db)
    ?.info(
      { kind, listings: index.slots, ms: Math.round(performance.now() - started) },
      'search index loaded',
    );
}

/** Starts loading a table's index (once); resolves when it is ready. */
export function loadIndex(db: Db, kind: IndexedKind): Promise<void> {
  const live = liveOf(db, kind);
  live.loading ??= load(db, kind, live).catch((error: unknown) => {
    live.loading = null;
    enabled.get(db)?.error({ kind, err: error }, 'search index failed to load; PostgreSQL answers meanwhile');
    throw error;
  });
  return live.loading;
}

/** Applies the changes logged after the index's generation (or reloads when the log no longer has them). */
async function refresh(db: Db, kind: IndexedKind, live: Live, seen: number, oldest: number | null) {
  if (oldest !== null && oldest > live.gen + 1) {
    live.loaded = false;
    live.loading = null;
    await loadIndex(db, kind);
    return;
  }
  const changes = await STATEMENTS.changes(db, { kind, after: live.gen });
  const ids = [...new Set(changes.map((c) => c.id))];
  const rows = ids.length > 0 ? await STATEMENTS.byIds[kind](db, { ids }) : [];
  const present = new Set(rows.map((r) => r.id));
  for (const row of rows) live.index.put(row);
  for (const id of ids) if (!present.has(id)) live.index.remove(id);
  if (ids.length > 0) live.index.setTieOrder((await STATEMENTS.ties[kind](db, {})).map((r) => r.id));
  // a bulk load logs thousands of changes: no spread into Math.max's arguments
  live.gen = changes.reduce((gen, c) => Math.max(gen, Number(c.gen)), Math.max(seen, live.gen));
}

export interface MemoryQuery {
  kind: IndexedKind;
  terms: SearchTerms;
  corrected: boolean;
  /** services and volunteers: the cities' lexemes; jobs: city ids; null: every city */
  cityIds: number[] | null;
  today: string;
  limit: number;
  offset: number;
}

/**
 * The kind's index with every change committed before this call, and the English stems of `terms`
 * (read in the same round trip). Null while the index is loading: the caller then asks PostgreSQL.
 */
export async function currentIndex(
  db: Db,
  kind: IndexedKind,
  terms: string[],
): Promise<{ index: MemoryIndex; stems: string[] } | null> {
  if (!enabled.has(db)) return null;
  const live = liveOf(db, kind);
  if (!live.loaded) {
    void loadIndex(db, kind).catch(() => {});
    return null;
  }
  const [state] = await STATEMENTS.generation(db, { terms });
  const seen = Number(state!.gen);
  if (seen > live.gen) {
    live.refreshing ??= refresh(
      db,
      kind,
      live,
      seen,
      state!.oldest === null ? null : Number(state!.oldest),
    ).finally(() => {
      live.refreshing = null;
    });
    await live.refreshing;
    if (!live.loaded) return null;
  }
  return { index: live.index, stems: state!.stems };
}

/**
 * A search page from the index: its ids and the total. Null while the index is loading, or for a
 * query the index does not cover (a stem of several lexemes): the caller then asks PostgreSQL.
 */
export async function memorySearchPage(
  db: Db,
  q: MemoryQuery,
): Promise<{ ids: number[]; total: number } | null> {
  const current = await currentIndex(db, q.kind, q.terms.terms);
  if (!current) return null;
  const query = operandsOf(q.terms, current.stems);
  if (!query) return null;
  return page(current.index, q, query);
}

/** The listings of the cities (services and organisations: their `#city<id>` lexemes; jobs: their city). */
export function inCities(index: MemoryIndex, kind: IndexedKind, cityIds: number[]): Bits {
  if (kind === 'job') return index.inCities(cityIds);
  const bits = index.emptyBits();
  for (const id of cityIds) index.addLexeme(bits, `#city${id}`, false);
  return bits;
}

export const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

interface TermOperands {
  all: { lexeme: string; prefix: boolean }[];
  /** as typed: the term and its stem */
  typed: { lexeme: string; prefix: boolean }[];
}

const unquote = (quoted: string) => quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1');
const LEXEME = /^'((?:[^'\\]|''|\\.)*)'(:\*)?$/;

function operand(text: string): { lexeme: string; prefix: boolean } | null {
  const m = LEXEME.exec(text.trim());
  return m ? { lexeme: unquote(`'${m[1]}'`), prefix: m[2] !== undefined } : null;
}

/** Each term's operands, as `search_tsquery` builds them; null when a stem is more than one lexeme. */
function operandsOf(terms: SearchTerms, stems: string[]): TermOperands[] | null {
  const out: TermOperands[] = [];
  for (let i = 0; i < terms.terms.length; i++) {
    const typed = operand(terms.typed[i]!);
    if (!typed) return null;
    const stemText = stems[i] ?? '';
    const stem = stemText === '' || stemText === `'${terms.terms[i]}'` ? null : operand(stemText);
    if (stemText !== '' && stemText !== `'${terms.terms[i]}'` && !stem) return null;
    const fixes = terms.fixes[i] ? terms.fixes[i]!.split(' | ').map(operand) : [];
    if (fixes.some((f) => !f)) return null;
    const asTyped = stem ? [typed, stem] : [typed];
    out.push({ typed: asTyped, all: [...asTyped, ...(fixes as { lexeme: string; prefix: boolean }[])] });
  }
  return out;
}

function termsBits(index: MemoryIndex, terms: TermOperands[], pick: 'all' | 'typed'): Bits {
  let result: Bits | null = null;
  for (const term of terms) {
    const bits = index.emptyBits();
    for (const o of term[pick]) index.addLexeme(bits, o.lexeme, o.prefix);
    if (result) andInto(result, bits);
    else result = bits;
  }
  return result!;
}

/**
 * The matches (all terms, listed, in the cities), grouped by the keys before the rank (featured, then
 * matched as typed) best first; only the groups the page reaches are ranked, and within them ties of
 * rank go by the tables' own order (`TIES`), as the search statement orders them.
 */
/** Each slot's rank while a page is sorted (a page is computed without awaiting, so one buffer serves all). */
let ranks = new Float64Array(0);

function page(index: MemoryIndex, q: MemoryQuery, terms: TermOperands[]): { ids: number[]; total: number } {
  const matches = termsBits(index, terms, 'all');
  andInto(matches, index.listedOn(dayOf(q.today)));
  if (q.cityIds) andInto(matches, inCities(index, q.kind, q.cityIds));
  const exact = q.corrected ? termsBits(index, terms, 'typed') : null;
  const groups = new Map<number, number[]>();
  const featured = index.featured;
  for (const slot of slotsOf(matches)) {
    const typed = exact ? (exact[slot >>> 5]! >>> (slot & 31)) & 1 : 0;
    const key = featured[slot]! * 2 + typed;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(slot);
  }
  const ordered = [...groups.entries()].sort((a, b) => b[0] - a[0]);
  const total = ordered.reduce((n, [, g]) => n + g.length, 0);
  const end = Math.min(q.offset + q.limit, total);
  const ids: number[] = [];
  const rank = rankerFor(index, rankQuery(terms));
  const tie = index.tieOrder;
  let start = 0;
  for (const [, group] of ordered) {
    const from = Math.max(q.offset - start, 0);
    const to = Math.min(end - start, group.length);
    start += group.length;
    if (from < to) {
      if (ranks.length < index.slots) ranks = new Float64Array(index.slots * 2);
      for (const slot of group) ranks[slot] = rank(slot);
      group.sort((a, b) => ranks[b]! - ranks[a]! || tie[a]! - tie[b]!);
      for (let i = from; i < to; i++) ids.push(index.ids[group[i]!]!);
    }
    if (start >= end) break;
  }
  return { ids, total };
}

/** The query as ts_rank sees it: every operand of every term, AND when there are several terms. */
function rankQuery(terms: TermOperands[]) {
  return { and: terms.length > 1, operands: terms.flatMap((t) => t.all) };
}
