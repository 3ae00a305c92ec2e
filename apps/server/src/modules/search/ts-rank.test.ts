import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { textSearch } from './text-search.js';
import { parseTsquery, parseTsvector, tsRank, wordDistance } from './ts-rank.js';

/**
 * tsRank against the database's ts_rank, compared as float4 bits (`float4send`, so no text rounding is
 * involved): PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await seedDirectory(app.db, { demo: true });
}, 120_000);
afterAll(() => app.close());

const bitsOf = (x: number) => {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  return view.getUint32(0).toString(16).padStart(8, '0');
};
const floatOf = (hex: string) => {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, parseInt(hex, 16));
  return view.getFloat32(0);
};

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app.db.execute(query));

/** Every document and the database's rank of it for one tsquery (the query's text form too). */
const DOCS = sql`(select search_doc from businesses union all select search_doc from jobs
  union all select search_doc from volunteer_organizations)`;

interface Pair {
  doc: string;
  q: string;
  bits: string;
}

/** Each pair: tsRank of the texts equals the database's float4, bit for bit. */
function mismatches(pairs: Pair[]): string[] {
  const out: string[] = [];
  for (const { doc, q, bits } of pairs) {
    const mine = bitsOf(tsRank(parseTsvector(doc), parseTsquery(q)));
    if (mine !== bits)
      out.push(`${q} on ${doc}: ts_rank ${floatOf(bits)} (${bits}), tsRank ${floatOf(mine)} (${mine})`);
  }
  return out;
}

/** Searches as typed in the directory: single words, prefixes, several words, typos, accents, other scripts, stopwords. */
const SEARCHES: string[][] = [
  ['bakery'],
  ['bak'],
  ['bread'],
  ['barber'],
  ['barbershop'],
  ['barbrshop'],
  ['dental'],
  ['dent'],
  ['dentist'],
  ['dentists'],
  ['dentst'],
  ['dnetal'],
  ['clinic'],
  ['clinic', 'dental'],
  ['dentl', 'clinc'],
  ['plumbing'],
  ['heating', 'plumbing'],
  ['plumbng'],
  ['shawarma'],
  ['shawrama'],
  ['pharmacy'],
  ['farmacy'],
  ['physiotheraphy'],
  ['immigration', 'consultant'],
  ['imigration', 'consultant'],
  ['driving', 'school'],
  ['schol', 'drivng'],
  ['halal', 'meat'],
  ['groceries'],
  ['grocery', 'store'],
  ['coffee', 'cakes', 'bread'],
  ['food'],
  ['food', 'bank'],
  ['comunity', 'food'],
  ['community'],
  ['services'],
  ['servces'],
  ['worker'],
  ['workr'],
  ['nurse', 'registerd'],
  ['registered', 'nurse'],
  ['sofware', 'developer'],
  ['driver', 'truck'],
  ['carpenter'],
  ['café'],
  ['cafe'],
  ['éducation'],
  ['education'],
  ['boulangerie'],
  ['dentaire'],
  ['cours', 'de', 'conduite'],
  ['école'],
  ['طبيب', 'أسنان'],
  ['مخبز'],
  ['诊所'],
  ['牙科诊所'],
  ['面包'],
  ['the'],
  ['the', 'bakery'],
  ['and', 'or'],
  ['a'],
  ['ab'],
  ['moncton'],
  ['halifax', 'dental'],
  ['tutoring', 'math', 'english'],
  ['full', 'time'],
  ['part', 'time', 'cook'],
  ['remote'],
  ['volunteer', 'youth'],
  ['newcomers', 'support', 'settlement'],
  // a term's stem the same text as another term's prefix: `( 'barber':* ) & ( 'barbers':* | 'barber' )`
  ['barber', 'barbers'],
  ['clinic', 'clinics'],
  ['nurse', 'nurses', 'registered'],
];

/** Whether a query holds one text both as a prefix and as a whole word (ts_rank keeps one of them). */
const mixesPrefix = (q: string) => {
  const ops = parseTsquery(q).operands;
  return ops.some((a) => ops.some((b) => a.lexeme === b.lexeme && a.prefix !== b.prefix));
};

describe('tsRank equals ts_rank', () => {
  it('word_distance: Math.exp gives the float4 of the database (libc exp) for 1..100', async () => {
    const got = await rows<{ d: number; bits: string }>(sql`select d,
        encode(float4send((1.0::float8 / (1.005::float8 + 0.05::float8 * exp(d::float4::float8 / 1.5::float8 - 2)))::float4), 'hex') as bits
      from generate_series(1, 100) d`);
    expect(got.filter((r) => r.bits !== bitsOf(wordDistance(r.d)))).toEqual([]);
  });

  it('on every listing of the demo, for searches built as the directory builds them', async () => {
    let matched = 0;
    let other = 0;
    let mixed = 0;
    const wrong: string[] = [];
    for (const words of SEARCHES) {
      const search = await textSearch(app.db, words);
      if (!search) continue;
      const { typed, terms, fixes } = search.values;
      const got = await rows<Pair & { match: boolean }>(sql`with q as (select search_tsquery(
            ${sql.param(typed)}::text[], ${sql.param(terms)}::text[], ${sql.param(fixes)}::text[]) as q)
        select d.search_doc::text as doc, q.q::text as q, d.search_doc @@ q.q as match,
          encode(float4send(ts_rank(d.search_doc, q.q)), 'hex') as bits
        from ${DOCS} d, q`);
      if (got[0] && mixesPrefix(got[0].q)) mixed++;
      matched += got.filter((r) => r.match).length;
      other += got.filter((r) => !r.match).length;
      wrong.push(...mismatches(got));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(matched).toBeGreaterThan(500);
    expect(mixed).toBeGreaterThan(0);
    console.log(`ts_rank compared on ${matched} matching and ${other} other (document, query) pairs`);
  }, 120_000);

  it('on handcrafted tsvectors and tsqueries (no positions, prefixes, many positions, weights, order)', async () => {
    const many = Array.from({ length: 300 }, (_, i) => `${i * 3 + 1}${'ABCD'[i % 4]}`).join(',');
    const cases: [string, string][] = [
      [`'a' 'b' 'c'`, `'a' & 'b'`],
      [`'a' 'b' 'c'`, `'a' | 'b' | 'zz'`],
      [`'a' 'b':3A 'c'`, `'a' & 'b' & 'c'`],
      [`'a':1 'b'`, `'a':* & 'b'`],
      [`'barb':1 'barber':2A,5 'barbers':3B 'barbershop':9C 'shop':10`, `'barb':* & 'shop'`],
      [`'barb':1 'barber':2A,5 'barbers':3B 'barbershop':9C 'shop':10`, `'shop' & 'barb':*`],
      [`'barb':1 'barber':2A,5 'barbers':3B 'barbershop':9C 'shop':10`, `'barber':* | 'shop':*`],
      [`'barb':1 'barber':2A,5 'barbers' 'barbershop':9C 'shop':10`, `( 'barber':* | 'barber' ) & 'shop'`],
      [`'barb':1 'barber':2A,5 'barbers' 'barbershop':9C 'shop':10`, `( 'barber' | 'barber':* ) & 'shop'`],
      [`'x':${many} 'y':2,500,16383`, `'x' & 'y'`],
      [`'x':${many} 'y':2,500,16383`, `'x' | 'y'`],
      [`'x':1,2,3,4,5,6,7,8,9,10A 'y':200B,300C`, `'x' & 'y'`],
      [`'x':1,200 'y':101,102,103 'z':50A`, `'y' & 'x' & 'z'`],
      [`'x':1 'y':2`, `'x' <-> 'y'`],
      [`'x':1 'y':2`, `!'x'`],
      [`'x':1 'y':2`, `'x' & 'y' | 'q'`],
      [`'x':1 'y':2`, `'x' & ( 'y' | 'q' )`],
      [`'x':1 'y':2`, `'x' & 'x'`],
      [`'x':1`, `'y'`],
      [`'é''t':2B 'café':3A,7 'cafe':4`, `'caf':* & 'é''t'`],
      [`'😀':1 '＀':2 'z':3 'ｚ':4`, `'😀' & '＀' & 'ｚ'`],
      [`'😀':1 '＀':2 'z':3 'ｚ':4`, `'＀':* | '😀':*`],
      [
        `'a':1 'ab':2 'abc':3 'b':4 'bc':5 'c':6 'd':7 'e':8`,
        `'a':* | 'b' | 'a' | 'c' | 'b':* | 'ab' | 'a':* | 'd' | 'e' | 'a'`,
      ],
      [
        `'a':1 'ab':2 'abc':3 'b':4 'bc':5 'c':6 'd':7 'e':8`,
        `( 'e' | 'a' | 'b':* ) & ( 'd' | 'a':* | 'c' ) & ( 'b' | 'ab' | 'a' ) & 'zz'`,
      ],
    ];
    const got = await rows<Pair>(sql`select d::tsvector::text as doc, q::tsquery::text as q,
        encode(float4send(ts_rank(d::tsvector, q::tsquery)), 'hex') as bits
      from unnest(${sql.param(cases.map((c) => c[0]))}::text[], ${sql.param(cases.map((c) => c[1]))}::text[]) as t(d, q)`);
    expect(got).toHaveLength(cases.length);
    expect(mismatches(got)).toEqual([]);
  });

  it('on random documents and queries with repeated lexemes and prefix flags', async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const words = ['a', 'ab', 'abc', 'abd', 'b', 'ba', 'bé', 'c', 'ca', 'cab', 'é', 'éa', 'z'];
    const docs: string[] = [];
    const queries: string[] = [];
    for (let n = 0; n < 1500; n++) {
      const lexemes = words.filter(() => rand(3) === 0);
      docs.push(
        lexemes
          .map((w) => {
            if (rand(5) === 0) return `'${w}'`;
            const pos = Array.from(
              { length: 1 + rand(rand(4) ? 6 : 60) },
              () => `${1 + rand(rand(2) ? 20 : 300)}${'ABCD'[rand(4)]}`,
            );
            return `'${w}':${pos.join(',')}`;
          })
          .join(' '),
      );
      const groups = Array.from({ length: 1 + rand(3) }, () =>
        Array.from(
          { length: 1 + rand(5) },
          () => `'${words[rand(words.length)]}'${rand(2) ? ':*' : ''}`,
        ).join(' | '),
      );
      queries.push(groups.map((g) => `( ${g} )`).join(rand(4) ? ' & ' : ' | '));
    }
    const got = await rows<Pair>(sql`select d::tsvector::text as doc, q::tsquery::text as q,
        encode(float4send(ts_rank(d::tsvector, q::tsquery)), 'hex') as bits
      from unnest(${sql.param(docs)}::text[], ${sql.param(queries)}::text[]) as t(d, q)`);
    expect(got).toHaveLength(docs.length);
    expect(mismatches(got).slice(0, 5)).toEqual([]);
  });
});
