import {
  DIRECTORY_PAGE_SIZE,
  isDirectoryType,
  type DirectoryDetail,
  type DirectoryListData,
  type DirectoryType,
  type JobDetail,
  type ServiceDetail,
  type VolunteerDetail,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { loadListings as load } from './directory-load.js';
import type { TranslatableItem } from './translation-overlay.js';
import * as repo from './directory.repository.js';

export { timeZoneOfProvince } from './directory-load.js';

const atlanticDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax' });

/** The last date worked out and its UTC minute: Atlantic time zones change date only on a whole minute. */
let lastToday = { minute: NaN, date: '' };

/** Today's date (YYYY-MM-DD) in Atlantic time: listing start/end dates are local dates. */
export function atlanticToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, date: atlanticDate.format(now) };
  return lastToday.date;
}

/** Cities change only with the seed: each process keeps the city → covered city ids map for a minute. */
const SCOPES_TTL_MS = 60_000;
/** The city ids a city choice covers, and the province when it stands for all of it. */
interface CityScope {
  cityIds: number[];
  provinceId: number | null;
}
const scopeCaches = new WeakMap<Db, { get(key: 'all'): Promise<Map<number, CityScope>> }>();

async function loadScopes(db: Db): Promise<Map<number, CityScope>> {
  const rows = await repo.allCities(db);
  return new Map(
    rows.map((c) => [
      c.id,
      c.allProvince
        ? {
            cityIds: rows.filter((o) => o.provinceId === c.provinceId).map((o) => o.id),
            provinceId: c.provinceId,
          }
        : { cityIds: [c.id], provinceId: null },
    ]),
  );
}

/** The cities a city choice covers: itself, or every city of the province for "All of PEI". */
async function cityScope(db: Db, cityId: number): Promise<CityScope> {
  let cache = scopeCaches.get(db);
  if (!cache) {
    cache = ttlCache(() => loadScopes(db), SCOPES_TTL_MS);
    scopeCaches.set(db, cache);
  }
  const scope = (await cache.get('all')).get(cityId);
  if (!scope) throw badRequest('invalid_city');
  return scope;
}

export function parseType(type: string): DirectoryType {
  if (!isDirectoryType(type)) throw notFound();
  return type;
}

export interface ListInput {
  type: string;
  cityId: number | 'all';
  page: number;
  search: string;
  lang: string;
}

/** Distinct answers kept per process at most (search texts come from callers). */
const LIST_CACHE_ENTRIES = 5_000;
const listCaches = new WeakMap<Db, { get(key: string): Promise<DirectoryListData> }>();

/**
 * One page of a directory. The answer is kept for `cacheMs` (config DIRECTORY_CACHE_SECONDS): the
 * directory changes rarely, and a city's first page or a common search is asked for again and again,
 * while ranking thousands of matches and counting them exactly costs the database milliseconds each
 * time. The key holds everything that shapes the answer, today's date included, and the listings
 * `version` (`app.listingsVersion()`), which changes as soon as a listing is activated, edited or
 * expired; null (the version could not be read) answers from the database.
 */
export async function list(
  db: Db,
  input: ListInput,
  cacheMs = 0,
  version: string | null = '',
): Promise<DirectoryListData> {
  const type = parseType(input.type);
  if (cacheMs <= 0 || version === null) return listNow(db, input);
  let cache = listCaches.get(db);
  if (!cache) {
    cache = ttlCache((key: string) => listNow(db, JSON.parse(key) as ListInput), cacheMs, LIST_CACHE_ENTRIES);
    listCaches.set(db, cache);
  }
  const key: ListInput & { today: string; version: string } = {
    type,
    cityId: input.cityId,
    page: input.page,
    search: repo.searchWords(input.search).join(' '),
    lang: input.lang,
    today: atlanticToday(),
    version,
  };
  return cache.get(JSON.stringify(key));
}

/** The written language and, when a text the card shows is translated, the label of those texts only. */
function cardLabel(item: TranslatableItem, keys: readonly string[]): TranslatableItem | object {
  const { original_lang, translation } = item;
  if (!translation) return { original_lang };
  const original = Object.fromEntries(
    Object.entries(translation.original).filter(([key]) => keys.includes(key)),
  );
  return translation && Object.keys(original).length > 0
    ? { original_lang, translation: { ...translation, original } }
    : { original_lang };
}

async function listNow(db: Db, input: ListInput): Promise<DirectoryListData> {
  const type = parseType(input.type);
  const scope = input.cityId === 'all' ? null : await cityScope(db, input.cityId);
  const today = atlanticToday();
  const { ids, total } = await repo.findIds(db, {
    type,
    cityIds: scope?.cityIds ?? null,
    provinceId: scope?.provinceId ?? null,
    search: input.search,
    lang: input.lang,
    limit: DIRECTORY_PAGE_SIZE,
    offset: (input.page - 1) * DIRECTORY_PAGE_SIZE,
    today,
  });
  const page = { count: total, page: input.page, page_size: DIRECTORY_PAGE_SIZE };
  const items = await load(db, type, ids, input.lang, today);
  if (type === 'service') {
    return {
      ...page,
      businessLists: (items as ServiceDetail[]).map((s) => ({
        id: s.id,
        businessName: s.businessName,
        business_description: s.business_description,
        phonenumber: s.phonenumber,
        email: s.email,
        website: s.website,
        featured: s.featured,
        image: s.image,
        address: s.address,
        address_lat: s.address_lat,
        address_long: s.address_long,
        cat_name: s.cat_name,
        ...cardLabel(s, ['business_description']),
      })),
    };
  }
  if (type === 'job') {
    return {
      ...page,
      jobs_list: (items as JobDetail[]).map((j) => ({
        id: j.id,
        job_title: j.job_title,
        company_name: j.company_name,
        hourly_wages: j.hourly_wages,
        location: j.location,
        employment_type: j.employment_type,
        number_of_vacancies: j.number_of_vacancies,
        start_date_of_job: j.start_date_of_job,
        job_description: j.job_description,
        address: j.address,
        address_lat: j.address_lat,
        address_long: j.address_long,
        cat_name: j.cat_name,
        ...cardLabel(j, ['job_title', 'job_description']),
      })),
    };
  }
  return {
    ...page,
    orgLists: (items as VolunteerDetail[]).map((v) => ({
      id: v.id,
      orgName: v.orgName,
      org_description: v.org_description,
      image: v.image,
      looking_for_volunteer: v.looking_for_volunteer,
      address: v.address,
      address_lat: v.address_lat,
      address_long: v.address_long,
      cat_name: v.cat_name,
      ...cardLabel(v, ['org_description']),
    })),
  };
}

export async function detail(
  db: Db,
  typeParam: string,
  idParam: string,
  lang: string,
): Promise<DirectoryDetail> {
  const type = parseType(typeParam);
  const id = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  const [item] = await load(db, type, [id], lang, atlanticToday());
  if (!item) throw notFound();
  return item;
}
