import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListData, ServiceListData, VolunteerListData, WellBeingListingsData } from '@harbour/shared';
import { eq } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { insertListedService } from '../../test/listings.js';

/** On the demo seed: what a newcomer types, and the listing that should come first. */
let app: FastifyInstance;
let province: Record<string, number>;

beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
  const rows = await app.db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  province = Object.fromEntries(rows.map((r) => [r.code, r.id]));
}, 120_000);
afterAll(() => app.close());

type Kind = 'service' | 'job' | 'volunteer' | 'wb-PE' | 'wb-NS' | 'wb-NB' | 'wb-NL';

async function search(kind: Kind, q: string, language = 'en'): Promise<{ names: string[]; count: number }> {
  if (kind.startsWith('wb-')) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/wellBeingListings',
      payload: { search_name: q, state_id: province[kind.slice(3)] },
      headers: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: WellBeingListingsData }>().data;
    return { names: data.wellBeingLists.map((l) => l.name), count: data.count };
  }
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/${kind}?cityId=all&search=${encodeURIComponent(q)}`,
    headers: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: ServiceListData & JobListData & VolunteerListData }>().data;
  const names =
    data.businessLists?.map((b) => b.businessName) ??
    data.jobs_list?.map((j) => j.job_title) ??
    data.orgLists.map((o) => o.orgName);
  return { names, count: data.count };
}

/** Lists a published service in Cornwall. */
async function listInCornwall(slug: string, businessName: string, keywords: string) {
  const [city] = await app.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Cornwall'));
  await insertListedService(app.db, { slug, businessName, keywords }, [city!.id]);
}

const CASES: [Kind, string, string, RegExp][] = [
  ['service', 'en', 'dentst', /Dental Clinic$/],
  ['service', 'en', 'dentists', /Dental Clinic$/],
  ['service', 'en', 'dnetal', /Dental Clinic$/],
  ['service', 'en', 'clinic dental', /Dental Clinic$/],
  ['service', 'en', 'dentl clinc', /Dental Clinic$/],
  ['service', 'en', 'plumbng', /Plumbing & Heating$/],
  ['service', 'en', 'heating plumbing', /Plumbing & Heating$/],
  ['service', 'en', 'shawrama', /Shawarma House$/],
  ['service', 'en', 'farmacy', /Pharmacy$/],
  ['service', 'en', 'physiotheraphy', /Physiotherapy$/],
  ['service', 'en', 'imigration consultant', /Immigration Consulting$/],
  ['service', 'en', 'barbrshop', /Barbershop$/],
  ['service', 'en', 'schol drivng', /Driving School$/],
  ['service', 'fr', 'dentaire', /Dental Clinic$/],
  ['service', 'fr', 'boulangerie', /Bakery$/],
  ['service', 'fr', 'cours de conduite', /Driving School$/],
  ['service', 'ar', 'طبيب أسنان', /Dental Clinic$/],
  ['service', 'zh', '诊所', /Dental Clinic$/],
  ['job', 'en', 'nurse registerd', /^Registered Nurse$/],
  ['job', 'en', 'sofware developer', /^Software Developer$/],
  ['job', 'en', 'driver truck', /^Truck Driver/],
  ['job', 'en', 'carpenter', /^Carpenter$/],
  ['volunteer', 'en', 'food bank', /Food Bank$/],
  ['volunteer', 'en', 'comunity food', /Food Bank$/],
  ['wb-NL', 'en', 'mentl helth', /^(Avalon Peer Support Line|Signal Hill Counselling Centre)$/],
  ['wb-NS', 'en', 'dentel', /Dent/],
  ['wb-NL', 'en', 'farmacy', /Pharmacy$/],
  ['wb-PE', 'en', 'councelling', /Counselling/],
  ['wb-NB', 'fr', 'soins dentaires', /^Elmwood Dental Centre$/],
  ['wb-PE', 'zh', '诊所', /Clinic/],
];

describe('relevance on the demo seed', () => {
  it.each(CASES)('%s (%s) "%s" first finds %s', async (kind, language, q, first) => {
    const { names } = await search(kind, q, language);
    expect(names[0], names.join(' | ')).toMatch(first);
  });

  it('finds a Chinese word inside running text (PostgreSQL does not split Chinese)', async () => {
    // 诊所 "clinic" sits inside 家庭牙科诊所，正在接收新患者 of a well-being listing
    const { count } = await search('wb-PE', '诊所', 'zh');
    expect(count).toBeGreaterThan(1);
    const inside = await search('service', '科诊', 'zh');
    expect(inside.count).toBeGreaterThan(0);
  });

  it('does not correct a word the listings hold: "dental" does not bring "mental"', async () => {
    const { names } = await search('wb-NL', 'dental');
    expect(names.every((n) => !/Counselling|Peer Support/.test(n))).toBe(true);
  });

  it('answers tsquery syntax as text, never as an operator or an error', async () => {
    for (const q of ['dental & !clinic', 'dental | (x)', 'dent:*', "o'brien\\", "'') | ('", '!!!', '<->']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/web/directory/service?cityId=all&search=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    // "dental & !clinic" is the words dental and clinic, not "dental without clinic"
    const both = await search('service', 'dental & !clinic');
    expect(both.names[0]).toMatch(/Dental Clinic$/);
    // words of nothing but operators match nothing (not every listing)
    expect((await search('service', '&& ||')).count).toBe(0);
  });

  it('finds accented words typed with or without their accents, and Hindi words with their vowel signs', async () => {
    await listInCornwall('acc-epicerie', 'Épicerie Bon Goût', 'épicerie fine');
    await listInCornwall('acc-pho', 'Phở Saigon', 'noodle soup');
    await listInCornwall('acc-hindi', 'सामुदायिक दंत चिकित्सक', 'dentist');
    for (const [q, name] of [
      ['epicerie', 'Épicerie Bon Goût'],
      ['ÉPICERIE gout', 'Épicerie Bon Goût'],
      ['pho', 'Phở Saigon'],
      ['phở', 'Phở Saigon'],
      ['चिकित्सक', 'सामुदायिक दंत चिकित्सक'],
      ['दंत', 'सामुदायिक दंत चिकित्सक'],
    ] as const) {
      expect((await search('service', q)).names, q).toContain(name);
    }
  });

  it('ranks a listing matching the word as typed above one reached through a correction', async () => {
    await listInCornwall('rel-hall', 'Aardvark Town Hall Rentals', 'hall rentals');
    await listInCornwall('rel-halloway', 'Zephyr Halloway Catering', 'catering');
    // "hallo" starts "Halloway" (as typed) and is one letter from "hall" (a correction)
    const { names } = await search('service', 'hallo');
    expect(names.slice(0, 2)).toEqual(['Zephyr Halloway Catering', 'Aardvark Town Hall Rentals']);
  });
});
