import { asc, sql } from 'drizzle-orm';
import type { WeeklyHours } from '@harbour/shared';
import type { Db } from '../client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businessCities,
  businesses,
  cities,
  jobs,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerOrganizations,
} from '../schema/index.js';
import {
  AREA_CODE,
  BUSINESS_CATEGORIES,
  BUSINESS_KINDS,
  EMPLOYMENT_TYPES,
  fillTemplate,
  HIRING_IN,
  HOW_TO_APPLY,
  JOB_LOCATIONS,
  JOB_TITLES,
  LANGUAGES,
  NAME_PARTS,
  NOTES,
  ORG_PREFIXES,
  ORGANIZATIONS,
  POSTAL_PREFIX,
  PROUDLY_SERVING,
  PROVINCE_OF_CITY,
  STREETS,
  VOLUNTEER_CATEGORIES,
} from './directory-data.js';

/** "Looking for volunteers" of spec 3 (0 Yes, 1 No, 2 Adding names to waiting list, 3 Other), mostly Yes. */
const LOOKING_FOR_VOLUNTEER = [0, 0, 0, 0, 0, 2, 2, 3, 1, 1] as const;

/** Small deterministic PRNG (mulberry32): the same seed gives the same demo every start. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** YYYY-MM-DD `days` from today (UTC), so the demo stays current on every start. */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const HOURS: Record<(typeof BUSINESS_KINDS)[number]['hours'], WeeklyHours> = {
  office: {
    monday: { start: '09:00', end: '17:00' },
    tuesday: { start: '09:00', end: '17:00' },
    wednesday: { start: '09:00', end: '17:00' },
    thursday: { start: '09:00', end: '17:00' },
    friday: { start: '09:00', end: '16:00' },
    saturday: null,
    sunday: null,
  },
  shop: {
    monday: { start: '08:00', end: '20:00' },
    tuesday: { start: '08:00', end: '20:00' },
    wednesday: { start: '08:00', end: '20:00' },
    thursday: { start: '08:00', end: '21:00' },
    friday: { start: '08:00', end: '21:00' },
    saturday: { start: '09:00', end: '18:00' },
    sunday: { start: '10:00', end: '17:00' },
  },
  late: {
    monday: { start: '11:00', end: '22:00' },
    tuesday: { start: '11:00', end: '22:00' },
    wednesday: { start: '11:00', end: '22:00' },
    thursday: { start: '11:00', end: '23:00' },
    friday: { start: '11:00', end: '23:30' },
    saturday: { start: '12:00', end: '23:30' },
    sunday: { start: '12:00', end: '21:00' },
  },
  weekend: {
    monday: null,
    tuesday: { start: '10:00', end: '19:00' },
    wednesday: { start: '10:00', end: '19:00' },
    thursday: { start: '10:00', end: '19:00' },
    friday: { start: '10:00', end: '19:00' },
    saturday: { start: '09:00', end: '17:00' },
    sunday: { start: '11:00', end: '16:00' },
  },
};

/** How many listings of each kind each city gets (the bigger the city, the more). */
const WEIGHTS: Record<string, number> = {
  Charlottetown: 6,
  Summerside: 3,
  Stratford: 2,
  Cornwall: 1,
  'Rural Municipality of North Shore': 1,
  Halifax: 6,
  Moncton: 4,
  "St. John's": 4,
};

/** Categories are reference data: always seeded (natural key: slug). */
export async function seedDirectoryCategories(db: Db) {
  await db
    .insert(businessCategories)
    .values(BUSINESS_CATEGORIES.map((c) => ({ slug: c.slug, name: c.en })))
    .onConflictDoUpdate({
      target: businessCategories.slug,
      set: { name: sql`excluded.name` },
    });
  await db
    .insert(volunteerCategories)
    .values(VOLUNTEER_CATEGORIES.map((c) => ({ slug: c.slug, name: c.en })))
    .onConflictDoUpdate({
      target: volunteerCategories.slug,
      set: { name: sql`excluded.name` },
    });
}

/**
 * Demo directory: about 320 published listings over the cities, generated deterministically.
 * Idempotent by slug; relative dates (listing period, posting and start dates) are refreshed on
 * every run so the demo never expires.
 */
export async function seedDirectory(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedDirectoryCategories(db);
  if (!opts.demo) return;

  const cityRows = await db
    .select({
      id: cities.id,
      name: cities.name,
      provinceId: cities.provinceId,
      lat: cities.lat,
      lon: cities.lon,
    })
    .from(cities)
    .orderBy(asc(cities.id));
  const bizCats = new Map((await db.select().from(businessCategories)).map((c) => [c.slug, c.id]));
  const volCats = new Map((await db.select().from(volunteerCategories)).map((c) => [c.slug, c.id]));
  const rnd = prng(20_250_401);
  const towns = cityRows.filter((c) => WEIGHTS[c.name] !== undefined);

  const place = (city: (typeof towns)[number]) => {
    const street = rnd.pick(STREETS[city.name] ?? ['Main Street']);
    const number = rnd.int(10, 1999);
    const postal = `${POSTAL_PREFIX[city.name] ?? 'C1A'} ${rnd.int(1, 9)}${String.fromCharCode(65 + rnd.int(0, 25))}${rnd.int(1, 9)}`;
    return {
      address: `${number} ${street}, ${city.name}, ${PROVINCE_OF_CITY[city.name] ?? 'PE'} ${postal}`,
      postal,
      lat: Math.round((city.lat + (rnd.next() - 0.5) * 0.04) * 1e6) / 1e6,
      lon: Math.round((city.lon + (rnd.next() - 0.5) * 0.06) * 1e6) / 1e6,
    };
  };
  const phone = (city: (typeof towns)[number]) =>
    `(${AREA_CODE[PROVINCE_OF_CITY[city.name] ?? 'PE']}) 555-${String(rnd.int(100, 9999)).padStart(4, '0')}`;

  // Services
  const bizRows: (typeof businesses.$inferInsert & { cats: string[] })[] = [];
  for (const city of towns) {
    const n = WEIGHTS[city.name]! * 5;
    const used = new Set<string>();
    for (let i = 0; i < n; i++) {
      const kind = BUSINESS_KINDS[(i * 7 + city.id) % BUSINESS_KINDS.length]!;
      let name = `${rnd.pick(NAME_PARTS)} ${kind.kind}`;
      while (used.has(name)) name = `${rnd.pick(NAME_PARTS)} ${kind.kind}`;
      used.add(name);
      const slug = `${slugOf(name)}-${slugOf(city.name)}-${i}`;
      const domain = slugOf(name).replace(/-/g, '');
      const where = place(city);
      bizRows.push({
        slug,
        businessName: name,
        keywords: kind.keywords,
        businessDescription: `${kind.description} ${fillTemplate(PROUDLY_SERVING, { city: city.name })}`,
        address: where.address,
        lat: where.lat,
        lon: where.lon,
        telephone: phone(city),
        email: `hello@${domain}.ca`,
        website: `https://www.${domain}.ca`,
        featured: i % 9 === 0 ? 1 : 0,
        hours: HOURS[kind.hours],
        photos: [],
        cityId: city.id,
        status: 1,
        listingStartDate: dayOffset(-rnd.int(5, 200)),
        listingEndDate: dayOffset(rnd.int(60, 365)),
        cats: kind.categories,
      });
    }
  }
  const insertedBiz = await db
    .insert(businesses)
    .values(bizRows.map(({ cats: _cats, ...row }) => row))
    .onConflictDoUpdate({
      target: businesses.slug,
      set: {
        listingStartDate: sql`excluded.listing_start_date`,
        listingEndDate: sql`excluded.listing_end_date`,
      },
    })
    .returning({ id: businesses.id, slug: businesses.slug });
  const bizId = new Map(insertedBiz.map((r) => [r.slug, r.id]));
  await db
    .insert(businessCities)
    .values(bizRows.map((b) => ({ businessId: bizId.get(b.slug)!, cityId: b.cityId })))
    .onConflictDoNothing();
  await db
    .insert(businessCategoryLinks)
    .values(
      bizRows.flatMap((b) =>
        b.cats.map((slug, position) => ({
          businessId: bizId.get(b.slug)!,
          categoryId: bizCats.get(slug)!,
          position,
        })),
      ),
    )
    .onConflictDoNothing();

  // Jobs
  const jobRows: (typeof jobs.$inferInsert)[] = [];
  for (const city of towns) {
    const n = WEIGHTS[city.name]! * 4 + 2;
    for (let i = 0; i < n; i++) {
      const t = JOB_TITLES[(i * 4 + city.id) % JOB_TITLES.length]!;
      const company = rnd.pick(t.companies);
      const where = place(city);
      const wage = Math.round((t.wage[0] + rnd.next() * (t.wage[1] - t.wage[0])) * 4) / 4;
      jobRows.push({
        slug: `${slugOf(t.title)}-${slugOf(company)}-${slugOf(city.name)}-${i}`,
        jobTitle: t.title,
        companyName: company,
        hourlyWages: wage,
        location: rnd.pick(JOB_LOCATIONS),
        address: where.address,
        lat: where.lat,
        lon: where.lon,
        employmentType: rnd.pick(EMPLOYMENT_TYPES),
        numberOfVacancies: rnd.int(1, 6),
        languageRequire: rnd.pick(LANGUAGES),
        educationQualification: t.education,
        skillRequired: t.skills,
        jobDescription: `${t.description} ${fillTemplate(HIRING_IN, { company, city: city.name })}`,
        howToApply: rnd.pick(HOW_TO_APPLY),
        startDateOfJob: dayOffset(rnd.int(7, 60)),
        cityId: city.id,
        stateId: city.provinceId,
        status: 1,
        postedAt: dayOffset(-rnd.int(0, 30)),
      });
    }
  }
  await db
    .insert(jobs)
    .values(jobRows)
    .onConflictDoUpdate({
      target: jobs.slug,
      set: { startDateOfJob: sql`excluded.start_date_of_job`, postedAt: sql`excluded.posted_at` },
    });

  // Volunteer organisations
  const orgRows: (typeof volunteerOrganizations.$inferInsert & { cats: string[]; cityId: number })[] = [];
  for (const city of towns) {
    const n = WEIGHTS[city.name]! * 2 + 1;
    for (let i = 0; i < n; i++) {
      const o = ORGANIZATIONS[(i * 3 + city.id) % ORGANIZATIONS.length]!;
      const name = `${ORG_PREFIXES[city.name] ?? city.name} ${o.name}`;
      const domain = slugOf(name).replace(/-/g, '');
      const where = place(city);
      orgRows.push({
        slug: `${slugOf(name)}-${i}`,
        orgName: name,
        orgDescription: o.description,
        descriptionOrgNeeds: o.needs,
        orgMission: o.mission,
        note: rnd.pick(NOTES),
        lookingForVolunteer: rnd.pick(LOOKING_FOR_VOLUNTEER),
        address: where.address,
        postalCode: where.postal,
        lat: where.lat,
        lon: where.lon,
        phone: phone(city),
        email: `volunteer@${domain}.org`,
        website: `https://www.${domain}.org`,
        image: null,
        status: 1,
        cats: o.categories,
        cityId: city.id,
      });
    }
  }
  const insertedOrgs = await db
    .insert(volunteerOrganizations)
    .values(orgRows.map(({ cats: _cats, cityId: _city, ...row }) => row))
    .onConflictDoUpdate({ target: volunteerOrganizations.slug, set: { status: sql`excluded.status` } })
    .returning({ id: volunteerOrganizations.id, slug: volunteerOrganizations.slug });
  const orgId = new Map(insertedOrgs.map((r) => [r.slug, r.id]));
  await db
    .insert(volunteerOrganizationCities)
    .values(orgRows.map((o) => ({ orgId: orgId.get(o.slug)!, cityId: o.cityId })))
    .onConflictDoNothing();
  await db
    .insert(volunteerCategoryLinks)
    .values(
      orgRows.flatMap((o) =>
        o.cats.map((slug, position) => ({
          orgId: orgId.get(o.slug)!,
          categoryId: volCats.get(slug)!,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
}
