import { z } from 'zod';
import { int32, safeText } from './primitives.js';

/** Address autocomplete (issue 9 §2): at least this many characters before a search. */
export const GEOCODE_QUERY_MIN = 3;
export const GEOCODE_QUERY_MAX = 200;
export const GEOCODE_LIMIT_MAX = 10;
export const GEOCODE_LIMIT_DEFAULT = 5;

/**
 * GET /api/web/geocode?q=&limit=&provinceId=&cityId=: the province and city the listing is for, when
 * chosen, put the places in them first.
 */
export const geocodeQuerySchema = z.object({
  q: safeText().trim().min(GEOCODE_QUERY_MIN, 'invalid_input').max(GEOCODE_QUERY_MAX, 'invalid_input'),
  limit: int32({ min: 1, max: GEOCODE_LIMIT_MAX }).optional().default(GEOCODE_LIMIT_DEFAULT),
  provinceId: int32({ min: 1 }).optional(),
  cityId: int32({ min: 1 }).optional(),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

export const geocodeResultSchema = z.object({
  /** what the suggestion list shows, e.g. "Confederation Centre, 145 Richmond Street, Charlottetown" */
  label: z.string(),
  /** what the listing keeps as its address */
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** the seeded city of that name, when there is one */
  city_id: z.number().int().nullable(),
  province_id: z.number().int().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeDataSchema = z.object({ results: z.array(geocodeResultSchema) });
export type GeocodeData = z.infer<typeof geocodeDataSchema>;
