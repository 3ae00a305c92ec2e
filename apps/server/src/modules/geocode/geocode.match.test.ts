import { describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../../providers/geocoder/index.js';
import { localResults, matchPlace, normalize } from './geocode.match.js';
import type { CityRow, ProvinceRow } from './geocode.repository.js';

const PROVINCES: ProvinceRow[] = [
  { id: 1, name: 'Prince Edward Island', code: 'PE' },
  { id: 2, name: 'Newfoundland and Labrador', code: 'NL' },
];
const city = (cityId: number, cityName: string, provinceId: number): CityRow => {
  const p = PROVINCES.find((x) => x.id === provinceId)!;
  return { cityId, cityName, lat: 46, lon: -63, provinceId, provinceName: p.name, provinceCode: p.code };
};
const CITIES = [city(10, 'Cornwall', 1), city(11, 'Charlottetown', 1), city(20, "St. John's", 2)];
const place = (over: Partial<GeocodedPlace>): GeocodedPlace => ({
  label: 'x',
  address: 'x',
  lat: 0,
  lon: 0,
  city: null,
  state: null,
  stateCode: null,
  ...over,
});

describe('matchPlace', () => {
  it('matches city and province by name, ignoring case, accents and curly apostrophes', () => {
    expect(
      matchPlace(place({ city: 'ST. JOHN’S', state: 'Newfoundland and Labrador' }), CITIES, PROVINCES),
    ).toEqual({
      city_id: 20,
      province_id: 2,
    });
    expect(
      matchPlace(place({ city: 'Cornwall', state: 'Île-du-Prince-Édouard' }), CITIES, PROVINCES),
    ).toEqual({
      city_id: 10,
      province_id: 1,
    });
    expect(matchPlace(place({ city: 'Cornwall', stateCode: 'PE', state: 'x' }), CITIES, PROVINCES)).toEqual({
      city_id: 10,
      province_id: 1,
    });
  });

  it('does not take a town of another province for the seeded one', () => {
    expect(matchPlace(place({ city: 'Cornwall', state: 'Ontario' }), CITIES, PROVINCES)).toEqual({
      city_id: null,
      province_id: null,
    });
    expect(matchPlace(place({ city: 'Cornwall', stateCode: 'NL' }), CITIES, PROVINCES)).toEqual({
      city_id: null,
      province_id: 2,
    });
  });

  it('keeps the province of a place in no seeded city, and the city of a place without a province', () => {
    expect(matchPlace(place({ city: 'Souris', state: 'Prince Edward Island' }), CITIES, PROVINCES)).toEqual({
      city_id: null,
      province_id: 1,
    });
    expect(matchPlace(place({ city: 'charlottetown' }), CITIES, PROVINCES)).toEqual({
      city_id: 11,
      province_id: 1,
    });
  });
});

describe('localResults', () => {
  const scored = (c: CityRow) => ({ ...c, score: 1 });

  it('does not add the province twice, nor read a code inside a word as the province', () => {
    expect(localResults('5 Kent St, Charlottetown PE', [scored(CITIES[1]!)], [], 5)[0]!.address).toBe(
      '5 Kent St, Charlottetown PE',
    );
    expect(localResults('5 Pepper Lane, Charlottetown', [scored(CITIES[1]!)], [], 5)[0]!.address).toBe(
      '5 Pepper Lane, Charlottetown, Prince Edward Island',
    );
  });

  it('answers the city alone when nothing but its name and province was typed', () => {
    expect(localResults('charlottetown, p.e.i.', [scored(CITIES[1]!)], [], 5)).toEqual([
      expect.objectContaining({ address: 'Charlottetown, Prince Edward Island', city_id: 11 }),
    ]);
  });

  it('normalizes for comparison only', () => {
    expect(normalize('  Île   du  PRINCE ')).toBe('ile du prince');
  });
});
