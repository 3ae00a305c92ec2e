import { z } from 'zod';
import { idSchema } from './primitives.js';

export const cityItemSchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  /** true for the province-wide choice ("All of PEI") */
  all_province: z.boolean(),
  lat: z.number(),
  lon: z.number(),
});
export type CityItem = z.infer<typeof cityItemSchema>;

export const provinceItemSchema = z.object({
  state_id: z.number().int(),
  state_name: z.string(),
  /** two-letter postal code of the province: PE, NS, NB, NL */
  state_code: z.string(),
  city_list: z.array(cityItemSchema),
});
export type ProvinceItem = z.infer<typeof provinceItemSchema>;

/** GET /api/web/provinces/all → data */
export const provincesDataSchema = z.object({ state_list: z.array(provinceItemSchema) });

/** GET /api/web/cities/{id} → data: the cities of province {id} */
export const citiesParamsSchema = z.object({ id: idSchema });
export const citiesDataSchema = z.object({ city_list: z.array(cityItemSchema) });

/** GET /api/web/cities?provinceId&cityId → data: one city (or the province's list without cityId) */
export const cityQuerySchema = z.object({
  provinceId: idSchema.optional(),
  cityId: idSchema.optional(),
});

/** GET /api/web/getCityLatLon?provinceId&cityId → data */
export const cityLatLonQuerySchema = z.object({
  provinceId: idSchema,
  cityId: idSchema,
});
export const cityLatLonDataSchema = z.object({ name: z.string(), lon: z.number(), lat: z.number() });

/** POST /api/getCountryActiveList (second back end); no body or no country_id: DEFAULT_COUNTRY_ID */
export const countryActiveListBodySchema = z
  .object({ data: z.object({ country_id: idSchema.optional() }).optional() })
  .nullish();
export const countryStateSchema = z.object({
  state_id: z.number().int(),
  state_name: z.string(),
  cities: z.array(z.object({ city_id: z.number().int(), city_name: z.string() })),
});
