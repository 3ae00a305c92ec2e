import { DEFAULT_COUNTRY_ID } from '@harbour/shared';
import { cities, countries, provinces } from '../schema/index.js';
import type { Db } from '../client.js';

interface CitySeed {
  name: string;
  lat: number;
  lon: number;
  allProvince?: boolean;
}

/** The four Atlantic provinces with real coordinates (WGS84, city centres). */
export const PROVINCES: { code: string; name: string; lat: number; lon: number; cities: CitySeed[] }[] = [
  {
    code: 'NB',
    name: 'New Brunswick',
    lat: 46.5653,
    lon: -66.4619,
    cities: [{ name: 'Moncton', lat: 46.0878, lon: -64.7782 }],
  },
  {
    code: 'PE',
    name: 'Prince Edward Island',
    lat: 46.2508,
    lon: -63.1313,
    cities: [
      { name: 'Summerside', lat: 46.3934, lon: -63.7902 },
      { name: 'Rural Municipality of North Shore', lat: 46.4181, lon: -63.2542 },
      { name: 'Charlottetown', lat: 46.2382, lon: -63.1311 },
      { name: 'Cornwall', lat: 46.2268, lon: -63.2179 },
      { name: 'Stratford', lat: 46.2167, lon: -63.0889 },
      { name: 'All of PEI', lat: 46.2508, lon: -63.1313, allProvince: true },
    ],
  },
  {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    lat: 53.1355,
    lon: -57.6604,
    cities: [{ name: "St. John's", lat: 47.5615, lon: -52.7126 }],
  },
  {
    code: 'NS',
    name: 'Nova Scotia',
    lat: 44.682,
    lon: -63.7443,
    cities: [{ name: 'Halifax', lat: 44.6488, lon: -63.5752 }],
  },
];

/** Idempotent: natural keys are the country id, the province code and (province, city name). */
export async function seedLocations(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values({ id: DEFAULT_COUNTRY_ID, name: 'Canada', code: 'CA' })
    .onConflictDoNothing();
  for (const p of PROVINCES) {
    await db
      .insert(provinces)
      .values({ countryId: DEFAULT_COUNTRY_ID, code: p.code, name: p.name, lat: p.lat, lon: p.lon })
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const cityRows = PROVINCES.flatMap((p) =>
    p.cities.map((c, i) => ({
      provinceId: idByCode.get(p.code)!,
      name: c.name,
      lat: c.lat,
      lon: c.lon,
      allProvince: c.allProvince ?? false,
      sortOrder: i,
    })),
  );
  await db.insert(cities).values(cityRows).onConflictDoNothing();
}
