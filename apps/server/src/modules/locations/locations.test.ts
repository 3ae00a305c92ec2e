import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

interface Province {
  state_id: number;
  state_name: string;
  state_code: string;
  city_list: { city_id: number; city_name: string; all_province: boolean }[];
}

let app: FastifyInstance;
let provinces: Province[];

beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  provinces = res.json<{ data: { state_list: Province[] } }>().data.state_list;
});
afterAll(() => app.close());

const byCode = (code: string) => provinces.find((p) => p.state_code === code)!;

describe('locations', () => {
  it('lists the four Atlantic provinces with their cities', () => {
    expect(provinces.map((p) => p.state_name).sort()).toEqual([
      'New Brunswick',
      'Newfoundland and Labrador',
      'Nova Scotia',
      'Prince Edward Island',
    ]);
    expect(byCode('PE').city_list.map((c) => c.city_name)).toEqual([
      'Summerside',
      'Rural Municipality of North Shore',
      'Charlottetown',
      'Cornwall',
      'Stratford',
      'All of PEI',
    ]);
    expect(byCode('PE').city_list.filter((c) => c.all_province)).toHaveLength(1);
    expect(byCode('NS').city_list.map((c) => c.city_name)).toEqual(['Halifax']);
  });

  it('gives the cities of one province and the coordinates of one city', async () => {
    const pe = byCode('PE');
    const cities = await app.inject({ method: 'GET', url: `/api/web/cities/${pe.state_id}` });
    expect(cities.json<{ data: { city_list: unknown[] } }>().data.city_list).toHaveLength(6);
    const charlottetown = pe.city_list.find((c) => c.city_name === 'Charlottetown')!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/getCityLatLon?provinceId=${pe.state_id}&cityId=${charlottetown.city_id}`,
    });
    expect(res.json()).toEqual({
      meta: { success: true, message: '' },
      data: { name: 'Charlottetown', lat: 46.2382, lon: -63.1311 },
    });
  });

  it('refuses a city of another province and bad ids with a message key', async () => {
    const halifax = byCode('NS').city_list[0]!;
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/web/getCityLatLon?provinceId=${byCode('PE').state_id}&cityId=${halifax.city_id}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ meta: { success: false, message: 'city_not_found' }, data: null });
    const bad = await app.inject({ method: 'GET', url: '/api/web/getCityLatLon?provinceId=x&cityId=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ meta: { message: string } }>().meta.message).toBe('invalid_input');
  });

  it('answers the country list in the second back end envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/getCountryActiveList',
      payload: { data: { country_id: 38 } },
    });
    const body = res.json<{ status: number; data: { cities: unknown[] }[] }>();
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(4);
    const none = await app.inject({
      method: 'POST',
      url: '/api/getCountryActiveList',
      payload: { data: { country_id: 1 } },
    });
    expect(none.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
