import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, type Db } from '../apps/server/src/db/client.js';
import { atlanticToday } from '../apps/server/src/modules/directory/directory.service.js';
import { EXPIRING_KINDS, expire } from '../apps/server/src/modules/listings/listing-expiry.repository.js';
import * as w from './listing-words.js';

const BENCH_DB = 'harbour_bench';
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** services ~60 %, jobs ~25 %, volunteer organisations ~15 % */
export const SHARES = { service: 0.6, job: 0.25, volunteer: 0.15 } as const;
/** well-being listings besides the directories' (spread over the provinces' cities like the rest) */
export const WELL_BEING_LISTINGS = 5_000;

export interface LoadReport {
  url: string;
  counts: { service: number; job: number; volunteer: number };
  loadMs: number;
  analyzeMs: number;
}

const HOURS = {
  monday: { start: '09:00', end: '17:00' },
  tuesday: { start: '09:00', end: '17:00' },
  wednesday: { start: '09:00', end: '17:00' },
  thursday: { start: '09:00', end: '20:00' },
  friday: { start: '09:00', end: '17:00' },
  saturday: { start: '10:00', end: '16:00' },
  sunday: null,
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** one text[] parameter (an array interpolated in drizzle's sql`` would become a list of parameters) */
const texts = (list: readonly string[]) => sql`${sql.param(list)}::text[]`;

/** Word lists as temporary tables, the city pick list weighted by city size, and a `pick` helper. */
async function prepare(tx: Db) {
  const cities = Object.entries(w.CITY_WEIGHTS).map(([name, weight]) => {
    const prov = w.PROVINCE_OF_CITY[name] ?? 'PE';
    return {
      name,
      weight,
      streets: w.STREETS[name] ?? ['Main Street'],
      postal: w.POSTAL_PREFIX[name] ?? 'C1A',
      prov,
      area: w.AREA_CODE[prov] ?? '902',
      prefix: w.ORG_PREFIXES[name] ?? name,
    };
  });
  const index = <T extends object>(rows: readonly T[]) => rows.map((r, i) => ({ ...r, i }));
  await tx.execute(sql`select setseed(0.2025)`);
  await tx.execute(sql`create function pg_temp.pick(text[]) returns text language sql volatile
    as $$ select $1[1 + floor(random() * cardinality($1))::int] $$`);
  await tx.execute(sql`create temp table w_city on commit drop as
    select c.id, c.name, c.province_id, c.lat, c.lon, x.weight, x.streets, x.postal, x.prov, x.area, x.prefix
    from cities c join jsonb_to_recordset(${json(cities)}) as x(name text, weight int, streets text[],
      postal text, prov text, area text, prefix text) on x.name = c.name
    where not c.all_province`);
  await tx.execute(sql`create temp table w_city_pick on commit drop as
    select (row_number() over (order by id, n) - 1)::int as i, id from w_city, generate_series(1, weight) n`);
  await tx.execute(sql`create temp table w_kind on commit drop as
    select * from jsonb_to_recordset(${json(index(w.BUSINESS_KINDS))})
      as x(i int, kind text, keywords text, description text, categories text[])`);
  await tx.execute(sql`create temp table w_job on commit drop as
    select * from jsonb_to_recordset(${json(index(w.JOB_TITLES))})
      as x(i int, title text, wage float8[], education text, skills text, description text, companies text[])`);
  await tx.execute(sql`create temp table w_wb on commit drop as
    select * from jsonb_to_recordset(${json(index(w.WELL_BEING_KINDS))})
      as x(i int, kind text, categories text[], description text)`);
  await tx.execute(sql`create temp table w_org on commit drop as
    select * from jsonb_to_recordset(${json(index(w.ORGANIZATIONS))})
      as x(i int, name text, categories text[], description text, needs text, mission text)`);
}

/** One row per listing with its random kind and city (the join keys of the inserts below). */
const draw = (n: number, kinds: number) => sql`(
  select s.g, s.k, s.r, c.* from (
    select g, floor(random() * ${kinds})::int as k, random() as r,
      floor(random() * (select count(*) from w_city_pick))::int as p
    from generate_series(1, ${n}) g
  ) s join w_city_pick p on p.i = s.p join w_city c on c.id = p.id
)`;

const address = sql`(100 + floor(random() * 1900))::int || ' ' || pg_temp.pick(d.streets) || ', ' || d.name
  || ', ' || d.prov || ' ' || d.postal || ' ' || (1 + floor(random() * 9))::int
  || chr(65 + floor(random() * 26)::int) || (1 + floor(random() * 9))::int`;
const jitter = (col: string, spread: number) =>
  sql.raw(`round((${col} + (random() - 0.5) * ${spread})::numeric, 6)`);
const phone = sql`'(' || d.area || ') 555-' || lpad((100 + floor(random() * 9900))::int::text, 4, '0')`;
/** 1 published (~94 %), else 0 pending or 2 withdrawn */
const status = sql`(case when random() < 0.94 then 1 else (floor(random() * 2) * 2)::int end)`;

async function insertServices(tx: Db, n: number) {
  await tx.execute(sql`create temp table g_biz on commit drop as
    select d.g, d.k, ${address} as address, d.id as city_id, d.lat, d.lon, d.area,
      case when d.r < 0.45 then pg_temp.pick(${texts(w.NAME_PARTS)} || ${texts(w.PLACE_WORDS)}) || ' ' || k.kind
        when d.r < 0.8 then pg_temp.pick(${texts(w.SURNAMES)}) || '''s ' || k.kind
        else pg_temp.pick(${texts(w.NAME_PARTS)}) || ' ' || pg_temp.pick(${texts(w.PLACE_WORDS)}) || ' ' || k.kind
      end as name,
      k.keywords, k.description || ' ' || pg_temp.pick(${texts(w.SERVICE_SENTENCES)}) || ' Proudly serving '
        || d.name || ' since ' || (1975 + floor(random() * 50))::int || '.' as description
    from ${draw(n, w.BUSINESS_KINDS.length)} d join w_kind k on k.i = d.k`);
  await tx.execute(sql`insert into businesses (slug, business_name, keywords, business_description,
      address, lat, lon, telephone, email, website, featured, hours, city_id, status, listing_start_date,
      listing_end_date)
    select 'bench-s-' || d.g, d.name, d.keywords, d.description, d.address, ${jitter('d.lat', 0.04)},
      ${jitter('d.lon', 0.06)}, ${phone}, 'hello@business' || d.g || '.ca', 'https://www.business' || d.g || '.ca',
      (random() < 0.08)::int, ${json(HOURS)}, d.city_id, ${status},
      current_date - (5 + floor(random() * 300))::int, current_date + (floor(random() * 400) - 20)::int
    from g_biz d`);
  // the directory lists a service in the cities of business_cities (here its one city)
  await tx.execute(sql`insert into business_cities (business_id, city_id)
    select id, city_id from businesses where slug like 'bench-s-%'`);
  await tx.execute(sql`insert into business_category_links (business_id, category_id, position)
    select b.id, c.id, (s.pos - 1)::smallint
    from g_biz d join businesses b on b.slug = 'bench-s-' || d.g join w_kind k on k.i = d.k
    cross join lateral unnest(k.categories) with ordinality s(slug, pos)
    join business_categories c on c.slug = s.slug`);
}

async function insertJobs(tx: Db, n: number) {
  await tx.execute(sql`insert into jobs (slug, job_title, company_name, hourly_wages, location, address, lat, lon,
      employment_type, number_of_vacancies, language_require, education_qualification, skill_required,
      job_description, how_to_apply, start_date_of_job, city_id, state_id, status, posted_at)
    select 'bench-j-' || d.g, pg_temp.pick(${texts(w.JOB_PREFIXES)}) || t.title, co.name,
      round((t.wage[1] + random() * (t.wage[2] - t.wage[1]))::numeric * 4) / 4,
      pg_temp.pick(${texts(w.JOB_LOCATIONS)}), ${address}, ${jitter('d.lat', 0.04)}, ${jitter('d.lon', 0.06)},
      pg_temp.pick(${texts(w.EMPLOYMENT_TYPES)}), (1 + floor(random() * 6))::int,
      pg_temp.pick(${texts(w.LANGUAGES)}), t.education, t.skills,
      t.description || ' ' || co.name || ' is hiring in ' || d.name || '. '
        || pg_temp.pick(${texts(w.JOB_SENTENCES)}),
      pg_temp.pick(${texts(w.HOW_TO_APPLY)}), current_date + (7 + floor(random() * 60))::int,
      d.id, d.province_id, ${status}, current_date - floor(random() * 60)::int
    from ${draw(n, w.JOB_TITLES.length)} d join w_job t on t.i = d.k
    cross join lateral (select case when d.r < 0.5 then pg_temp.pick(t.companies)
      else pg_temp.pick(${texts(w.SURNAMES)} || ${texts(w.PLACE_WORDS)}) || ' '
        || pg_temp.pick(${texts(w.COMPANY_SUFFIXES)}) end as name) co`);
}

async function insertOrganizations(tx: Db, n: number) {
  await tx.execute(sql`create temp table g_org on commit drop as
    select d.g, d.k, d.id as city_id, ${address} as address, d.postal, d.lat, d.lon, d.area,
      case when d.r < 0.4 then d.prefix || ' ' || o.name
        when d.r < 0.8 then pg_temp.pick(${texts(w.NAME_PARTS)} || ${texts(w.PLACE_WORDS)}) || ' ' || o.name
        else o.name || ' of ' || pg_temp.pick(d.streets) end as name
    from ${draw(n, w.ORGANIZATIONS.length)} d join w_org o on o.i = d.k`);
  await tx.execute(sql`insert into volunteer_organizations (slug, org_name, org_description, description_org_needs,
      org_mission, note, looking_for_volunteer, address, postal_code, lat, lon, phone, email, website, status)
    select 'bench-v-' || d.g, d.name, o.description || ' ' || pg_temp.pick(${texts(w.SERVICE_SENTENCES)}),
      o.needs, o.mission, pg_temp.pick(${texts(w.NOTES)}), floor(random() * 4)::int, d.address, d.postal,
      ${jitter('d.lat', 0.04)}, ${jitter('d.lon', 0.06)}, ${phone}, 'volunteer@org' || d.g || '.org',
      'https://www.org' || d.g || '.org', ${status}
    from g_org d join w_org o on o.i = d.k`);
  // every organisation serves its own city; one in five a second one too
  await tx.execute(sql`insert into volunteer_organization_cities (org_id, city_id)
    select v.id, d.city_id from g_org d join volunteer_organizations v on v.slug = 'bench-v-' || d.g
    union
    select v.id, (select id from w_city order by random() limit 1)
    from g_org d join volunteer_organizations v on v.slug = 'bench-v-' || d.g where random() < 0.2`);
  await tx.execute(sql`insert into volunteer_category_links (org_id, category_id, position)
    select v.id, c.id, (s.pos - 1)::smallint
    from g_org d join volunteer_organizations v on v.slug = 'bench-v-' || d.g join w_org o on o.i = d.k
    cross join lateral unnest(o.categories) with ordinality s(slug, pos)
    join volunteer_categories c on c.slug = s.slug`);
}

async function insertWellBeing(tx: Db, n: number) {
  await tx.execute(sql`create temp table g_wb on commit drop as
    select d.g, d.k, d.id as city_id, d.province_id, ${address} as address, d.lat, d.lon, d.area,
      case when d.r < 0.5 then d.name || ' ' || k.kind
        else pg_temp.pick(${texts(w.NAME_PARTS)} || ${texts(w.SURNAMES)}) || ' ' || k.kind end as name
    from ${draw(n, w.WELL_BEING_KINDS.length)} d join w_wb k on k.i = d.k`);
  await tx.execute(sql`insert into well_being_listings (slug, province_id, city_id, name, working_hours,
      phone_number, address, lat, lon, website, description, eligibility, fees, how_to_access, coverage_area,
      language, active)
    select 'bench-w-' || d.g, d.province_id, d.city_id, d.name, 'Monday to Friday, 9 am to 5 pm', ${phone},
      d.address, ${jitter('d.lat', 0.04)}, ${jitter('d.lon', 0.06)}, 'https://www.wellbeing' || d.g || '.ca',
      k.description || ' ' || pg_temp.pick(${texts(w.SERVICE_SENTENCES)}), 'Everyone, newcomers included.',
      pg_temp.pick(${texts(['Free', 'Covered by the provincial health card', 'Sliding scale'])}),
      'Call or walk in.', d.name || ' and the area', pg_temp.pick(${texts(w.LANGUAGES)}), random() < 0.95
    from g_wb d join w_wb k on k.i = d.k`);
  await tx.execute(sql`insert into well_being_listing_categories (listing_id, category_id, position)
    select l.id, c.id, (s.pos - 1)::smallint
    from g_wb d join well_being_listings l on l.slug = 'bench-w-' || d.g join w_wb k on k.i = d.k
    cross join lateral unnest(k.categories) with ordinality s(tag, pos)
    join well_being_categories c on c.tag = s.tag`);
}

/** Whether a PostgreSQL server answers at `url` (within 3 s). */
export async function postgresReachable(url: string): Promise<boolean> {
  const probe = createDatabase({ databaseUrl: url, pgliteDir: null });
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref());
  try {
    return await Promise.race([probe.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    void probe.close().catch(() => {});
  }
}

/** The bench's database on the server of `adminUrl`: `harbour_bench`, or the one BENCH_LOADED_DB names. */
export function benchDatabase(adminUrl: string): { name: string; url: string } {
  const name = process.env.BENCH_LOADED_DB ?? BENCH_DB;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops and recreates the bench's database (`benchDatabase`) on the server of `adminUrl`, migrates and
 * seeds it by booting the app on it (as a start does), then inserts `total` listings and
 * `WELL_BEING_LISTINGS` well-being listings in one transaction, expires the ones past their last day
 * and analyzes.
 */
export async function loadListings(adminUrl: string, total = 100_000): Promise<LoadReport> {
  const { name, url } = benchDatabase(adminUrl);
  const admin = createDatabase({ databaseUrl: adminUrl, pgliteDir: null });
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.close();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-load-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_URL: url,
    }),
  );
  const counts = {
    service: Math.round(total * SHARES.service),
    job: Math.round(total * SHARES.job),
    volunteer: 0,
  };
  counts.volunteer = total - counts.service - counts.job;
  try {
    const started = performance.now();
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await prepare(tx);
      await insertServices(tx, counts.service);
      await insertJobs(tx, counts.job);
      await insertOrganizations(tx, counts.volunteer);
      await insertWellBeing(tx, WELL_BEING_LISTINGS);
      // what the app's daily expiry does to listings whose last day has passed, before the VACUUM below
      for (const kind of EXPIRING_KINDS) await expire(tx, kind, atlanticToday());
    });
    const loadMs = performance.now() - started;
    // what autovacuum would have done by the time a real directory had grown this big
    await app.db.execute(sql`vacuum (analyze)`);
    return { url, counts, loadMs, analyzeMs: performance.now() - started - loadMs };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/load-listings.ts`: load only, then explore the database with psql (BENCH_LOADED_DB
// names another database to load than harbour_bench).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await loadListings(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
  console.log(report);
}
